import {
  action,
  idAt,
  named,
  queue,
  recordName,
  text,
  valueAt,
  type ActionRequest,
  type Describe,
  type KnownRecords,
  type OfflineRoute,
  type WriteAction,
} from './offline-action-kit';

/** A plain record area of the table: how its writes name it ("Create crew North Line 2"). */
export interface RecordNoun {
  /** The first part of the action's kind: `crew` in `crew.create`. */
  resource: string;
  /** The record as a person calls it: "crew", "work-location template". */
  noun: string;
  /** Body fields holding the name a create or an edit gives the record, best first. */
  nameFields?: readonly string[];
  /** Where an edit or a delete names its record: `query.id`, then `body.id` unless said otherwise. */
  idAt?: readonly string[];
}

const DEFAULT_ID_AT = ['query.id', 'body.id'];

function bodyName(request: ActionRequest, noun: RecordNoun): string | undefined {
  for (const field of noun.nameFields ?? ['name']) {
    const name = text(valueAt(request, `body.${field}`));
    if (name) return name;
  }
  return undefined;
}

/** The name of the record an edit or a delete is about: its code, then the name typed, then the one held. */
export function subjectName(request: ActionRequest, known: KnownRecords, noun: RecordNoun, id?: string) {
  const record = id ? known.find(id) : undefined;
  return text(record?.code) ?? bodyName(request, noun) ?? recordName(record);
}

/** The names a write takes or frees, as its lane compares them (see WriteAction.names). */
function withNames(written: WriteAction, ...names: Array<string | undefined>): WriteAction {
  const distinct = [...new Set(names.filter((name): name is string => Boolean(name)))];
  return distinct.length > 0 ? { ...written, names: distinct } : written;
}

export function creates(noun: RecordNoun): Describe {
  return (request) => {
    const name = bodyName(request, noun);
    const label = named('Create', noun.noun, name);
    return withNames(action(`${noun.resource}.create`, label, [idAt(request, ['body.id'])], name), name);
  };
}

/** An edit of one record; `verb` and `kindVerb` name other changes of it ("Move", `move`). */
export function edits(noun: RecordNoun, verb = 'Edit', kindVerb = 'edit'): Describe {
  return (request, known) => {
    const id = idAt(request, noun.idAt ?? DEFAULT_ID_AT);
    const name = subjectName(request, known, noun, id);
    const written = action(`${noun.resource}.${kindVerb}`, named(verb, noun.noun, name), [id], name);
    // A rename frees the name the device knew and takes the one typed.
    return withNames(written, bodyName(request, noun), recordName(id ? known.find(id) : undefined));
  };
}

export function deletes(noun: RecordNoun): Describe {
  return (request, known) => {
    const id = idAt(request, noun.idAt ?? DEFAULT_ID_AT);
    const record = id ? known.find(id) : undefined;
    const name = text(record?.code) ?? recordName(record);
    return withNames(action(`${noun.resource}.delete`, named('Delete', noun.noun, name), [id], name), name);
  };
}

/** POST, PUT and DELETE of `path`: create, edit and delete of one kind of record. */
export function crud(path: string, noun: RecordNoun): Record<string, OfflineRoute> {
  return {
    [`POST ${path}`]: queue(creates(noun)),
    [`PUT ${path}`]: queue(edits(noun)),
    [`DELETE ${path}`]: queue(deletes(noun)),
  };
}
