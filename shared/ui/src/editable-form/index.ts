export { EditSaveControls, type EditCycle, type EditSaveControlsProps } from './EditSaveControls';
export { useEditingFocus } from './useEditingFocus';
