// Replaces __RELEASE__ in the source with the release name from the loader's options.
export default function releaseLoader(source) {
  const { release } = this.getOptions();
  return source.replaceAll('__RELEASE__', JSON.stringify(release));
}
