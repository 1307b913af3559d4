/** Types of node-flags.mjs, for TypeScript callers. */
export const SERVER_NODE_FLAGS: string[];
