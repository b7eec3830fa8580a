export { useRouteForm, type RouteForm, type RouteFormOptions } from './use_route_form'
export { Form, FormErrors, SubmitButton } from './form'
export {
  bahtToSatang,
  CheckboxField,
  CheckboxGroupField,
  CustomField,
  DateField,
  EmailField,
  FileField,
  MoneyField,
  NumberField,
  PasswordField,
  RadioGroupField,
  RichTextField,
  satangToBaht,
  SelectField,
  TextareaField,
  TextField,
  type Option,
} from './fields'
export * from '../../../app/validators/limits'
