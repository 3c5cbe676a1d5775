// The Screening queue and the dashboard's screening status (D44).
export { NO_HOLDS, ScreeningQueue, scoreText } from './ScreeningQueue';
export { SCREENING_PAGE, ScreeningStatusNotice, screeningStatusText } from './ScreeningStatusNotice';
