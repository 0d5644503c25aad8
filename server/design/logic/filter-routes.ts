import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AnswerRuleInput,
  addLogicAnswerRuleRequestSchema,
  LOGIC_API,
  optionFilterRequestSchema,
  questionLogicIdQuerySchema,
  questionLogicSavedSchema,
  questionLogicSchema,
} from '../../../src/core/api/logic';
import type { AnswerRule } from '../../../src/core/model';
import { currentUser, requireAbility } from '../../http/auth';
import { okEnvelope, requestLanguage } from '../../http/envelope';
import { touchSurvey } from '../access';
import { newId } from '../ids';
import { type DesignRoutesOptions, reply } from '../routes/common';
import { checkEngine, logicNotFound, questionContext, questionLogicAfter } from './context';
import { withAnswerRule, withAnswerRules } from './placement';
import { deleteAnswerRule, replaceAnswerRules, writeAnswerRule } from './store';
import { checkAnswerRule } from './validate';

function ruleOf(input: Omit<AnswerRuleInput, 'id'> & { answerType: 1 | 2 }, id: string): AnswerRule {
  return {
    id,
    optionId: input.optionId ?? null,
    answerType: input.answerType,
    refQuId: input.refQuId,
    refOptionId: input.refOptionId ?? null,
  };
}

/**
 * Option logic (spec 1 §7 /surveyedit/filter) and answer rules: which options of a question show, following
 * the options chosen in an earlier question. Both are the question's answerRules (one table).
 */
export const filterRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db }) => {
  const guard = [app.requireUser, requireAbility('edit')];

  app.post(
    LOGIC_API.optionFilter,
    { schema: { body: optionFilterRequestSchema, response: reply(questionLogicSchema) }, preHandler: guard },
    async (request) => {
      const { quId, filters } = request.body;
      const logic = await db.transaction(async (tx) => {
        const { surveyId, groups, index, question } = await questionContext(
          tx,
          currentUser(request),
          quId,
          requestLanguage(request),
        );
        // Ids sent keep the question's filters they name; an id of anything else is not this call's.
        const own = new Set(question.answerRules.map((rule) => rule.id));
        if (filters.some((filter) => filter.id !== undefined && !own.has(filter.id))) throw logicNotFound();
        const rules = filters.map((filter) => ruleOf(filter, filter.id ?? newId()));
        for (const rule of rules) checkAnswerRule(index, question, rule);
        checkEngine(
          withAnswerRules(groups, question.id, rules),
          rules.map((rule) => rule.id),
          index,
          [question.id, ...rules.map((rule) => rule.refQuId)],
        );
        await replaceAnswerRules(tx, surveyId, question.id, rules);
        await touchSurvey(tx, surveyId);
        return questionLogicAfter(tx, surveyId, question.id);
      });
      return okEnvelope(request, logic);
    },
  );

  app.post(
    LOGIC_API.addLogicAnswerRule,
    {
      schema: { body: addLogicAnswerRuleRequestSchema, response: reply(questionLogicSavedSchema) },
      preHandler: guard,
    },
    async (request) => {
      const body = request.body;
      const saved = await db.transaction(async (tx) => {
        const { surveyId, groups, index, question } = await questionContext(
          tx,
          currentUser(request),
          body.quId,
          requestLanguage(request),
        );
        const exists = body.id !== undefined;
        if (exists && !question.answerRules.some((rule) => rule.id === body.id)) throw logicNotFound();
        const rule = ruleOf(body, body.id ?? newId());
        checkAnswerRule(index, question, rule);
        checkEngine(withAnswerRule(groups, question.id, rule), [rule.id], index, [question.id, rule.refQuId]);
        await writeAnswerRule(tx, surveyId, question.id, rule, exists);
        await touchSurvey(tx, surveyId);
        return { ...(await questionLogicAfter(tx, surveyId, question.id)), savedId: rule.id };
      });
      return okEnvelope(request, saved);
    },
  );

  app.get(
    LOGIC_API.deleteLogicAnswerRule,
    {
      schema: { querystring: questionLogicIdQuerySchema, response: reply(questionLogicSchema) },
      preHandler: guard,
    },
    async (request) => {
      const { quId, logicId } = request.query;
      const logic = await db.transaction(async (tx) => {
        const { surveyId, question } = await questionContext(
          tx,
          currentUser(request),
          quId,
          requestLanguage(request),
        );
        if (!question.answerRules.some((rule) => rule.id === logicId)) throw logicNotFound();
        await deleteAnswerRule(tx, logicId);
        await touchSurvey(tx, surveyId);
        return questionLogicAfter(tx, surveyId, question.id);
      });
      return okEnvelope(request, logic);
    },
  );
};
