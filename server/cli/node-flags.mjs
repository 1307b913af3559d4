/**
 * The flags node runs the server with (`npm start`, and the benchmarks and tests that start it as a process).
 * A young generation of up to 64 MB a half: an import or export holds a batch of rows across its database
 * round trip, and with the default 16 MB those rows outlived two scavenges, were promoted, and V8 let the old
 * generation grow to three or four times the live heap before collecting them (a 100,000-row import took the
 * heap from 130 to 540 MB). Measured in bench/README.md (import-export) and docs/decisions.md.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
