/** A job that cannot go on, with the words its Failed status shows. */
export class JobFailure extends Error {}

/** The engine is stopping: the job ends its current batch and waits, leased to nobody, to be resumed. */
export class Interrupted extends Error {}

/** Another process took the job over (this one's lease ran out): this run stops without touching it. */
export class LeaseLost extends Error {}
