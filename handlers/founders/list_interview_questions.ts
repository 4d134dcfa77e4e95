// list_interview_questions: the questions founders can answer with answer_interview.
import type { Handler } from '../../app/http/handler.ts';
import { activeInterviewQuestions } from '../../db/queries/founders.ts';

export const handler: Handler<'list_interview_questions'> = async (_input, { db }) => {
  return { status: 200, body: { items: await activeInterviewQuestions(db) } };
};
