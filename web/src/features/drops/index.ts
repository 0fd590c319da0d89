/** What other features may use of drops: the localization editor (pick'em's crystal ball). */
export { LocalizationEditor } from './localizations/LocalizationEditor';
