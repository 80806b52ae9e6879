import type { Database } from '../../../db/client.js';
import { activityStatement, PLACE_LEVELS } from './admin-report-activity.sql.js';
import type { FiguresAsk, TeachingLevel } from './admin-report-fragments.sql.js';
import { type Scene, type SceneAsk, sceneStatement } from './admin-report-scene.sql.js';
import { type TeachingSums, teachingStatement } from './admin-report-teaching.sql.js';

/*
 * Every statement of the administrators' report (decision 0057), one file each: the scene
 * (options, names and how many students each level counts) from the school tables, then the
 * figures from the rollups only, each one statement whatever the scope.
 */

export type { ActiveSums, StudentSums } from './admin-report-activity.sql.js';
export type { FiguresAsk, TeachingLevel } from './admin-report-fragments.sql.js';
export type {
  GroupStudents,
  Named,
  Scene,
  SceneAsk,
  SceneTeacher,
} from './admin-report-scene.sql.js';
export type { TeachingSums } from './admin-report-teaching.sql.js';

const teachingStatements = new Map<string, ReturnType<typeof teachingStatement>>();
const activityStatements = new Map<string, ReturnType<typeof activityStatement>>();

/** The statement for these levels, built the first time they are asked for. */
function builtOnce<L extends string, S>(
  built: Map<string, S>,
  levels: readonly L[],
  build: (levels: readonly L[]) => S,
): S {
  const key = levels.join('_');
  const known = built.get(key);
  if (known) return known;
  const statement = build(levels);
  built.set(key, statement);
  return statement;
}

/** The administrators' report's reads. */
export function createAdminReportRepository(db: Database) {
  return {
    async scene(ask: SceneAsk): Promise<Scene> {
      const [row] = await sceneStatement(db, { ...ask });
      if (!row) throw new Error('the scene statement answers one row');
      return row.scene;
    },

    teachingSums(ask: FiguresAsk, levels: readonly TeachingLevel[]): Promise<TeachingSums[]> {
      const statement = builtOnce(teachingStatements, levels, teachingStatement);
      return statement(db, { ...ask });
    },

    async activitySums(ask: FiguresAsk, levels: readonly TeachingLevel[]) {
      const places = PLACE_LEVELS.filter((l) => levels.includes(l));
      const [row] = await builtOnce(activityStatements, places, activityStatement)(db, { ...ask });
      return row ?? { groups: [], students: [] };
    },
  };
}

export type AdminReportRepository = ReturnType<typeof createAdminReportRepository>;
