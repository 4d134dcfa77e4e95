// list_interview_questions: the questions founders can answer with answer_interview.
import type { Handler } from '../../app/http/handler.ts';

export const handler: Handler<'list_interview_questions'> = async (_input, { db }) => {
  const items = await db
    .selectFrom('interview_questions')
    .select(['id', 'question', 'topic'])
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { status: 200, body: { items } };
};
