import {
  accounts,
  activities,
  assignments,
  type CallDefinition,
  companion,
  core,
  discussions,
  gradebook,
  kits,
  live,
  notifications,
  organisation,
  push,
  xapi,
} from '@kitlab/contract';

/** One call of the contract and the name it is exported under, such as `accounts.login`. */
export interface ContractCall {
  name: string;
  call: CallDefinition;
}

const MODULES = {
  accounts,
  activities,
  assignments,
  companion,
  core,
  discussions,
  gradebook,
  kits,
  live,
  notifications,
  organisation,
  push,
  xapi,
};

/** Every call the contract declares, found by walking its modules: a new call is listed here. */
export const CALLS: ContractCall[] = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    value && typeof value === 'object' && 'path' in value && 'method' in value
      ? [{ name: `${module}.${name}`, call: value as CallDefinition }]
      : [],
  ),
);
