import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AssignmentFacts, kitAssignmentStatus } from './assignment-state.js';

const facts: fc.Arbitrary<AssignmentFacts> = fc.record(
  {
    state: fc.constantFrom('active' as const, 'completed' as const, 'cancelled' as const),
    doneByStudent: fc.boolean(),
  },
  { requiredKeys: ['state'] },
);
const assignmentsOfKit = fc.array(facts, { maxLength: 8 });
const isOpenWork = (a: AssignmentFacts) => a.state === 'active' && a.doneByStudent !== true;

describe('kitAssignmentStatus properties', () => {
  it('is Not Assigned exactly when every assignment is cancelled', () => {
    fc.assert(
      fc.property(assignmentsOfKit, (assignments) => {
        expect(kitAssignmentStatus(assignments) === 'Not Assigned').toBe(
          assignments.every((a) => a.state === 'cancelled'),
        );
      }),
    );
  });

  it('is Assigned exactly while some assignment is open work', () => {
    fc.assert(
      fc.property(assignmentsOfKit, (assignments) => {
        expect(kitAssignmentStatus(assignments) === 'Assigned').toBe(assignments.some(isOpenWork));
      }),
    );
  });

  it('does not change with the order of assignments or with cancelled ones', () => {
    fc.assert(
      fc.property(
        assignmentsOfKit.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([assignments, shuffled]) => {
          const status = kitAssignmentStatus(assignments);
          expect(kitAssignmentStatus(shuffled)).toBe(status);
          expect(kitAssignmentStatus([...shuffled, { state: 'cancelled' }])).toBe(status);
        },
      ),
    );
  });

  it('is Assigned again when the same kit is assigned anew', () => {
    fc.assert(
      fc.property(assignmentsOfKit, (assignments) => {
        expect(kitAssignmentStatus([...assignments, { state: 'active' }])).toBe('Assigned');
      }),
    );
  });
});
