import db from '@adonisjs/lucid/services/db'
import SurveyQuestion from '#models/survey_question'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { Refusal } from '#exceptions/refusal'

/**
 * Staff's survey questions (Feedbacks › survey questions, SPEC §5 types):
 * written, edited, ordered and deleted, each with an audit entry.
 */
type Who = { actor: User; ip: string | null }

export type QuestionInput = {
  surveyId: number
  question: string
  type: SurveyQuestion['type']
  options: string[] | null
}

/** After the survey's last question. */
async function nextPosition(surveyId: number) {
  const row = await db.from('survey_questions').where('survey_id', surveyId).max('position as last')
  return Number(row[0]?.last ?? 0) + 1
}

/** A new question goes last in its survey. */
export async function createQuestion(data: QuestionInput, who: Who) {
  const position = await nextPosition(data.surveyId)
  const question = await SurveyQuestion.create({ ...data, position })
  await AuditLog.record('survey_question.created', {
    actor: who.actor,
    subject: question,
    changes: { after: data },
    ip: who.ip,
  })
  return question
}

/** Moving a question to another survey puts it last there. */
export async function updateQuestion(question: SurveyQuestion, data: QuestionInput, who: Who) {
  const before = {
    survey_id: question.surveyId,
    question: question.question,
    type: question.type,
    options: question.options,
  }
  if (data.surveyId !== question.surveyId) {
    question.position = await nextPosition(data.surveyId)
  }
  await question.merge(data).save()
  await AuditLog.record('survey_question.updated', {
    actor: who.actor,
    subject: question,
    changes: { before, after: data },
    ip: who.ip,
  })
}

/** Swaps the question with its neighbour above or below; the first cannot go up, nor the last down. */
export async function moveQuestion(question: SurveyQuestion, direction: 'up' | 'down', who: Who) {
  const list = await SurveyQuestion.forSurvey(question.surveyId)
  const index = list.findIndex((item) => item.id === question.id)
  const other = list[direction === 'up' ? index - 1 : index + 1]
  if (!other) return
  await db.transaction(async (trx) => {
    // Positions are renumbered 1..n, so gaps and ties never confuse the order.
    const order = [...list]
    order[index] = other
    order[list.indexOf(other)] = question
    for (const [i, item] of order.entries()) {
      item.useTransaction(trx)
      item.position = i + 1
      await item.save()
    }
  })
  await AuditLog.record('survey_question.moved', {
    actor: who.actor,
    subject: question,
    changes: { direction },
    ip: who.ip,
  })
}

/** A question members already answered keeps its answers: it cannot be deleted. */
export async function deleteQuestion(question: SurveyQuestion, who: Who) {
  const answered = await db
    .from('survey_responses')
    .where('survey_question_id', question.id)
    .count('* as total')
  if (Number(answered[0].total) > 0) {
    throw new Refusal('E_QUESTION_ANSWERED', 'admin_feedbacks.questions.flash.answered')
  }
  await question.delete()
  await AuditLog.record('survey_question.deleted', {
    actor: who.actor,
    subject: question,
    changes: { before: { question: question.question, type: question.type } },
    ip: who.ip,
  })
}
