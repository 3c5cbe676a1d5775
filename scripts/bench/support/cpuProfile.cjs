// Preloaded with `node --require` (NODE_OPTIONS may not carry --cpu-prof on Node 20):
// profiles the process from its start with node:inspector and writes a .cpuprofile
// (Chrome DevTools' format) into CPU_PROFILE_DIR when the process exits.
const inspector = require('node:inspector');
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 100 });
session.post('Profiler.start');
process.on('exit', () => {
  // An in-process session answers synchronously, so the profile is written before exit.
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const file = path.join(process.env.CPU_PROFILE_DIR ?? '.', `server-${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
});
