import type { CallDefinition } from '@kitlab/contract';
import * as contract from '@kitlab/contract';

/** One call of the contract and the name it is exported under, such as `accounts.login`. */
export interface ContractCall {
  name: string;
  call: CallDefinition;
}

/** The contract's namespaces (`accounts`, `rewards`, …): every module it exports as one. */
const MODULES = Object.entries(contract).filter(
  ([, value]) => Object.prototype.toString.call(value) === '[object Module]',
) as [string, Record<string, unknown>][];

/** Every call the contract declares, found by walking its modules: a new call is listed here. */
export const CALLS: ContractCall[] = MODULES.flatMap(([module, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    value && typeof value === 'object' && 'path' in value && 'method' in value
      ? [{ name: `${module}.${name}`, call: value as CallDefinition }]
      : [],
  ),
);
