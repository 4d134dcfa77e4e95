// What sites call their pricing and question pages (paths or link texts), in the languages the
// crawler knows: the crawler picks these pages, and the drafter reads questions on them as FAQs.
// A module of its own, so the drafting threads do not load the crawler.

export const pricingPageNames = new RegExp(
  String.raw`pricing|plans|price|preise|tarif|prix|precios|prezzi|prijzen|pre[cç]os|cennik|ceny|cen[ií]k|priser`,
);

/** FAQ and help pages (and, as the drafter's FAQ headings read them, Swedish, Czech, Danish, Norwegian, Turkish,
 * Finnish, Japanese, Chinese, Korean, Russian and Hebrew names for questions). */
export const questionPageNames = new RegExp(
  String.raw`faq|question|help|fragen|hilfe|aide|preguntas|ayuda|ajuda|domande|vragen|perguntas|pytania|pomoc|hulp` +
    String.raw`|hj[äa]lp|aiuto|fr[åa]gor|dotaz|ot[áa]zk|sp[øo]rgsm[åa]l|sp[øo]rsm[åa]l|sorular|kysymyk|質問|问题|問題` +
    String.raw`|질문|вопрос|שאלות`,
);
