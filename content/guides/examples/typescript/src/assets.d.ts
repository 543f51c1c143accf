// Tells TypeScript what importing a .png gives you: webpack's asset/resource
// rule turns the import into the URL of the emitted file.
declare module '*.png' {
  const url: string;
  export default url;
}
