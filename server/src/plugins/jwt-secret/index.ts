export { resolveJwtSecret, JWT_SECRET_FILE, MIN_JWT_SECRET_LENGTH } from './jwtSecret';
