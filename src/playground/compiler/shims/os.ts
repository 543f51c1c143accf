/**
 * `os` for the browser build: one core, so that nothing webpack runs sizes a pool of worker threads,
 * and a Linux-like machine so paths and line ends are those the Node build sees on the server.
 */
module.exports = {
  EOL: '\n',
  availableParallelism: () => 1,
  cpus: () => [{ model: 'browser', speed: 0, times: { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 } }],
  platform: () => 'linux',
  tmpdir: () => '/tmp',
  homedir: () => '/',
};
