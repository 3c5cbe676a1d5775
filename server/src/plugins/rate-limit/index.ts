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
export { remember, remembers, type Mark } from './marks';
