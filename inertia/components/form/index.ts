export { useRouteForm, type RouteForm, type RouteFormOptions } from './use_route_form'
export { useFields } from './use_fields'
export { Form, FormErrors, SubmitButton } from './form'
export type { Bindable, Bound } from './binding'
export { rules, type FieldRule } from './rules'
export {
  CheckboxField,
  CheckboxGroupField,
  CustomField,
  DateField,
  DateTimeField,
  EmailField,
  FileField,
  MoneyField,
  NumberField,
  PasswordField,
  RadioGroupField,
  RichTextField,
  SelectField,
  TextareaField,
  TextField,
  type Option,
} from './fields'
export { BIRTH_DATE_AFTER } from '../../../app/validators/limits'
