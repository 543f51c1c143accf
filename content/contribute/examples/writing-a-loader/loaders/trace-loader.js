// Pitching: logs each phase, so a build shows the order in which a chain runs.
module.exports = function traceLoader(source) {
  const { name } = this.getOptions();
  this.getLogger('trace').info(`${name} normal  (pitched ${this.data.pitchedAt}, got ${JSON.stringify(source)})`);
  return `${source.trimEnd()} ${name}`;
};

module.exports.pitch = function tracePitch(remainingRequest, precedingRequest, data) {
  const { name, stop } = this.getOptions();
  data.pitchedAt = this.loaderIndex; // read back as this.data in the normal phase
  this.getLogger('trace').info(`${name} pitch   (remaining: ${this.utils.contextify(this.rootContext, remainingRequest)})`);
  // The log is the point of this loader: run it on every build, even when nothing changed.
  this.cacheable(false);
  if (stop) return `stopped by ${name}`;
};
