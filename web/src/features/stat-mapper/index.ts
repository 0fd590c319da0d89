/** The Stat Mapper as other features open it (spec 1 §2): its button, which loads the dialog. */
export { StatMapperButton } from './StatMapperButton';
