// Loaded by index.html before the app's modules. The Content-Security-Policy
// allows no eval, and zod probes `new Function` when it builds its first object
// schema (the browser reports even that caught attempt as a violation) unless
// `jitless` is set before then. The app's modules cannot set it in time: the
// shared schemas are built while their chunk loads, before the entry's own code.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
