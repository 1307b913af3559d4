/** Types of build.mjs (plain JavaScript, as it runs before anything is compiled), for TypeScript callers. */
export const ROOT: string;
export const SERVER_ENTRY: string;
export const BUILD_MARK: string;
export function serverStaleness(root?: string): string | null;
export function consoleStaleness(): string | null;
export function buildServer(root?: string): Promise<void>;
export function buildConsole(): Promise<void>;
export const CONSOLE_BUILD: unique symbol;
export function ensureBuilt(options?: {
  force?: boolean;
  console?: boolean;
  background?: boolean;
}): Promise<string>;
