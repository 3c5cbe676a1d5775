// Shared as `react-router`. A module of its own, because federation provides one
// share key per module file; it re-exports the one router of ./react-router-dom.mjs
// (the key every app imports, so `/` loads only that module).
export * from './react-router-dom.mjs';
