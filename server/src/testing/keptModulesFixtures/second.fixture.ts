import { describeDirtyFile } from './dirtyFile';

describeDirtyFile();
