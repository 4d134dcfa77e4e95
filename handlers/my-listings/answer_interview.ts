// answer_interview: answers merged by question on your founder profile (an empty answer removes
// one); get_founder shows them on the profile linked to your account.
import { now } from '../../app/clock.ts';
import type { Handler } from '../../app/http/handler.ts';
import { invalidRequest } from '../../app/http/problem.ts';
import { callerAccount } from '../../app/listings/access.ts';
import { interviewAnswers } from '../../db/queries/founders.ts';
import { knownQuestionIds, linkFounderProfile, saveInterviewAnswers } from '../../db/queries/my-listings.ts';

export const handler: Handler<'answer_interview'> = async ({ body }, ctx) => {
  const accountId = callerAccount(ctx);
  const known = await knownQuestionIds(
    ctx.db,
    body.answers.map((a) => a.question_id),
  );
  const errors = body.answers.flatMap((answer, index) =>
    known.has(answer.question_id)
      ? []
      : [
          {
            pointer: `/body/answers/${index}/question_id`,
            detail: `${answer.question_id} is not an interview question; list_interview_questions names them`,
          },
        ],
  );
  if (errors.length) throw invalidRequest(errors);
  // A question sent twice: the last answer wins.
  const byQuestion = new Map(body.answers.map((answer) => [answer.question_id, answer]));
  const at = now();
  await ctx.db.transaction().execute(async (trx) => {
    await saveInterviewAnswers(trx, accountId, [...byQuestion.values()], at);
    await linkFounderProfile(trx, accountId);
  });
  return { status: 200, body: { answers: await interviewAnswers(ctx.db, accountId), updated_at: at.toISOString() } };
};
