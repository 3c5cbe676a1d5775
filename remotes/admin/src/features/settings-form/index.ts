export { EditableSection, type EditableSectionProps } from './EditableSection';
export { SettingsCard } from './SettingsCard';
export { useSettingsEditor, type SettingsEditor, type SettingsEditorOptions } from './useSettingsEditor';
