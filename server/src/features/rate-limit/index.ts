export {
  consume,
  refund,
  enforce,
  purgeExpired,
  rateLimited,
  describeWait,
  type RateLimit,
  type Consumption,
} from './rateLimiter';
