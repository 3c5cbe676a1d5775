export { EditSaveControls, type EditSaveControlsProps } from './EditSaveControls';
export {
  useEditableForm,
  type EditableForm,
  type EditableFormOptions,
  type Refusal,
} from './useEditableForm';
export { useEditingFocus } from './useEditingFocus';
