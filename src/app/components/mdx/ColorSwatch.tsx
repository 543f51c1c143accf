import './ColorSwatch.css';

/** A brand colour with its name and hex code, for pages such as Branding. */
export function ColorSwatch({ name, hex }: { name: string; hex: string }) {
  return (
    <figure className="swatch">
      <span className="swatch__chip" style={{ backgroundColor: hex }} />
      <figcaption>
        <strong>{name}</strong> <code>{hex}</code>
      </figcaption>
    </figure>
  );
}
