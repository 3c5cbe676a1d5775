export { AppMetrics, UNMATCHED_ROUTE, type MetricsSources, type OutboxBacklog } from './appMetrics';
export { registerMetricsRoute } from './metricsRoute';
