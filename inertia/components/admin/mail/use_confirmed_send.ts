import { useState } from 'react'
import { useConfirm } from '~/components/confirm_provider'

type Question = { title: string; text: string; confirmText: string }

/**
 * A mailing or push sent to a segment: keeps the live count the segment
 * fields report (`onCount`), and a submit that first asks to confirm the
 * send with that count.
 */
export function useConfirmedSend<F extends { submit: () => void }>(
  form: F,
  ask: (count: number) => Question
) {
  const confirm = useConfirm()
  const [count, setCount] = useState<number | null>(null)
  const submit = () =>
    confirm({ ...ask(count ?? 0), variant: 'primary', onConfirm: () => form.submit() })
  return { count, onCount: setCount, sendForm: { ...form, submit } }
}
