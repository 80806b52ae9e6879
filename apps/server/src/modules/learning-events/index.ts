export { accountEvent } from './account-events.js';
export { registerBrowserEventRoutes } from './browser-events.routes.js';
export {
  createLrsForwarder,
  type ForwardRound,
  type LrsEndpoint,
  type LrsForwarder,
} from './forwarder.js';
export { registerLearningEventsRoutes } from './learning-events.routes.js';
export { startLrsForwarding } from './lrs-forwarding.job.js';
export {
  consumerReading,
  createLearningEventRecorder,
  type GatheredConsumer,
  type LearningEventConsumer,
  type LearningEventObserver,
  type LearningEventRecorder,
  type NewLearningEvent,
  type RecordedLearningEvent,
} from './recorder.js';
export { ANSWER_TIME_SPENT_MS, assessmentTimeMs } from './spec-rules.js';
export { validateStatement } from './statement-validation.js';
export { storedEvents, storeLearningEvents } from './stored-events.js';
export { eraseLearningEventsStudentData, exportLearningEventsStudentData } from './student-data.js';
export { startWaitingEventsSweep } from './waiting-events.job.js';
