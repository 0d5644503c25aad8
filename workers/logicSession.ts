import { readRelease } from '../src/core/model';
import { LogicSessionCore } from './logicSessionCore';

export type {
  ChangeOutcome,
  OpenedSession,
  QuestionIssues,
  ReleaseReader,
  RunnerView,
} from './logicSessionCore';
export { LogicSessionCore } from './logicSessionCore';

/**
 * The logic session reading its release with readRelease (migrated to the current format, then the release
 * schema: defaults filled, comma lists split, anything malformed refused) — for callers that hold a release input rather than a published release. The
 * logic worker itself uses LogicSessionCore with the structural reader, keeping zod out of its bundle.
 */
export class LogicSession extends LogicSessionCore {
  constructor() {
    super(readRelease);
  }
}
