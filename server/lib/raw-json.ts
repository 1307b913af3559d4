/**
 * A route's `data` already written as JSON by something that cannot write anything else (PostgreSQL's JSON
 * functions over a fixed shape): sent as it is, without being read back into objects and serialised again.
 * The route's response schema still describes it.
 */
export class RawJson {
  constructor(readonly text: string) {}
}
