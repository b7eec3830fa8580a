import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import SurveyQuestion from '#models/survey_question'
import AuditLog from '#models/audit_log'
import {
  SURVEY_ID_MAX,
  optionsFrom,
  surveyQuestionMoveValidator,
  surveyQuestionValidator,
} from '#validators/admin_support'
import SurveyQuestionTransformer from '#transformers/survey_question_transformer'
import { staffWrite } from '#support/staff_write'
import { Refusal } from '#exceptions/refusal'

/** The survey the page shows: ?survey=N, else the first one. */
async function surveyIds() {
  const rows = await db.from('survey_questions').distinct('survey_id').orderBy('survey_id')
  return rows.map((row) => Number(row.survey_id))
}

function requestedSurvey(value: unknown, known: number[]) {
  const id = Number(Array.isArray(value) ? value[0] : value)
  if (Number.isSafeInteger(id) && id > 0 && id <= SURVEY_ID_MAX) return id
  return known[0] ?? 1
}

/** After the survey's last question. */
async function nextPosition(surveyId: number) {
  const row = await db.from('survey_questions').where('survey_id', surveyId).max('position as last')
  return Number(row[0]?.last ?? 0) + 1
}

/** The question with its options read from the form (one per line). */
async function validated(ctx: HttpContext) {
  const data = await ctx.request.validateUsing(surveyQuestionValidator)
  const options = optionsFrom(data.type, data.options)
  if (options !== null && options.length < 2) {
    throw new Refusal('E_TOO_FEW_OPTIONS', 'admin_feedbacks.questions.options_min', {
      field: 'options',
    })
  }
  return { surveyId: data.survey_id, question: data.question, type: data.type, options }
}

/** Feedbacks › survey questions (SPEC §5 types): create, edit, order, delete. */
export default class SurveyQuestionsController {
  async index({ request, inertia }: HttpContext) {
    const known = await surveyIds()
    const survey = requestedSurvey(request.qs().survey, known)
    const questions = await SurveyQuestion.forSurvey(survey).withCount('responses')
    return inertia.render('Admin/FeedbackQuestions', {
      survey,
      surveys: known.includes(survey) ? known : [...known, survey].sort((a, b) => a - b),
      questions: SurveyQuestionTransformer.transform(questions).useVariant('toAdmin'),
    })
  }

  async store(ctx: HttpContext) {
    const data = await validated(ctx)
    const position = await nextPosition(data.surveyId)
    const question = await SurveyQuestion.create({ ...data, position })
    const who = staffWrite(ctx)
    await AuditLog.record('survey_question.created', {
      actor: who.actor,
      subject: question,
      changes: { after: data },
      ip: who.ip,
    })
    ctx.session.flash('success', ctx.i18n.t('admin_feedbacks.questions.flash.created'))
    return ctx.response
      .redirect()
      .toRoute('admin.feedbacks.questions', {}, { qs: { survey: data.surveyId } })
  }

  async update(ctx: HttpContext) {
    const question = await SurveyQuestion.findOrFail(ctx.params.id)
    const data = await validated(ctx)
    const before = {
      survey_id: question.surveyId,
      question: question.question,
      type: question.type,
      options: question.options,
    }
    // Moving a question to another survey puts it last there.
    if (data.surveyId !== question.surveyId) {
      question.position = await nextPosition(data.surveyId)
    }
    question.merge(data)
    await question.save()
    const who = staffWrite(ctx)
    await AuditLog.record('survey_question.updated', {
      actor: who.actor,
      subject: question,
      changes: { before, after: data },
      ip: who.ip,
    })
    ctx.session.flash('success', ctx.i18n.t('admin_feedbacks.questions.flash.updated'))
    return ctx.response
      .redirect()
      .toRoute('admin.feedbacks.questions', {}, { qs: { survey: data.surveyId } })
  }

  /** Swaps the question with its neighbour above or below. */
  async move(ctx: HttpContext) {
    const question = await SurveyQuestion.findOrFail(ctx.params.id)
    const { direction } = await ctx.request.validateUsing(surveyQuestionMoveValidator)
    const list = await SurveyQuestion.forSurvey(question.surveyId)
    const index = list.findIndex((item) => item.id === question.id)
    const other = list[direction === 'up' ? index - 1 : index + 1]
    if (other) {
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
      const who = staffWrite(ctx)
      await AuditLog.record('survey_question.moved', {
        actor: who.actor,
        subject: question,
        changes: { direction },
        ip: who.ip,
      })
    }
    return ctx.response.redirect().withQs().back()
  }

  /** A question members already answered keeps its answers: it cannot be deleted. */
  async destroy(ctx: HttpContext) {
    const question = await SurveyQuestion.findOrFail(ctx.params.id)
    const answered = await db
      .from('survey_responses')
      .where('survey_question_id', question.id)
      .count('* as total')
    if (Number(answered[0].total) > 0) {
      ctx.session.flash('error', ctx.i18n.t('admin_feedbacks.questions.flash.answered'))
      return ctx.response.redirect().withQs().back()
    }
    await question.delete()
    const who = staffWrite(ctx)
    await AuditLog.record('survey_question.deleted', {
      actor: who.actor,
      subject: question,
      changes: { before: { question: question.question, type: question.type } },
      ip: who.ip,
    })
    ctx.session.flash('success', ctx.i18n.t('admin_feedbacks.questions.flash.deleted'))
    return ctx.response.redirect().withQs().back()
  }
}
