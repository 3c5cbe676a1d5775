// The fixtures' jest setup file (as the server's testHashCost.ts): run before each test file.
import { settings } from './settings';

settings.cost = 'test';
