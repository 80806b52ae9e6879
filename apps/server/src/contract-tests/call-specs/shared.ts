import type { Fixture } from '../matrix-world.js';
import type { CallSpec, Rule } from '../ownership.js';

/** A call that names the fixture's class as `field` of its query or body. */
export function namesClass(part: 'query' | 'body', field: 'class_id' | 'class'): CallSpec {
  return { rule: 'class', input: (f) => ({ [part]: { [field]: f.schoolClass.id } }) };
}

/**
 * A list of a class's work (decision 0039): a teacher of the class in another subject gets it
 * without the fixture's work, which is in its teacher's subject; `listOf` says where the list is
 * when not in `results`.
 */
export function listsClassWork(spec: CallSpec, listOf?: CallSpec['listOf']): CallSpec {
  return {
    ...spec,
    rule: 'classWork',
    refusal: { otherSubjectTeacher: 'empty list' },
    ...(listOf ? { listOf } : {}),
  };
}

/**
 * The specs of a read call's two forms (the contract's defineReadCalls): the same fields as the
 * POST's body and as the GET's query.
 */
export function readCallSpecs(
  rule: Rule,
  fields: (f: Fixture) => Record<string, unknown>,
): { post: CallSpec; get: CallSpec } {
  return {
    post: { rule, input: (f) => ({ body: fields(f) }) },
    get: { rule, input: (f) => ({ query: fields(f) }) },
  };
}

/** A call that names the fixture's kit by its id or its token. */
export function namesKit(part: 'query' | 'body', field: 'kit_id' | 'kit_token'): CallSpec {
  return {
    rule: 'kit',
    input: (f) => ({ [part]: { [field]: field === 'kit_id' ? f.work.kit.id : f.work.kit.token } }),
  };
}

/** The teaching (teacher_assign_id) the fixture class was given its kit in: its teacher's. */
export const teachingIdOf = (f: Fixture): number => f.work.teachingId;
