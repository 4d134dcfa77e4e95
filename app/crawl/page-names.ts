// What sites call their pricing and question pages (paths or link texts), in the languages the
// crawler knows (Latin-script European languages and Turkish, Korean, Japanese, Chinese, Russian,
// Hebrew, Arabic): the crawler picks these pages, and the drafter reads questions on them as FAQs.
// A module of its own, so the drafting threads do not load the crawler.

export const pricingPageNames = new RegExp(
  String.raw`pricing|plans|price|preis|tarif|prix|precios|prezzi|prijzen|pre[cç]os|planos|planes|piani|cennik|ceny` +
    String.raw`|cen[ií]k|priser|fiyat|hinnat|요금|가격|料金|価格|プラン|价格|價格|定价|цены|тариф|מחיר|תמחור|أسعار`,
);

/** FAQ and help pages (and, as the drafter's FAQ headings read them, Swedish, Czech, Danish, Norwegian, Turkish,
 * Finnish, Japanese, Chinese, Korean, Russian and Hebrew names for questions). */
export const questionPageNames = new RegExp(
  String.raw`faq|question|help|fragen|hilfe|aide|preguntas|ayuda|ajuda|domande|vragen|perguntas|pytania|pomoc|hulp` +
    String.raw`|hj[äa]lp|aiuto|fr[åa]gor|dotaz|ot[áa]zk|sp[øo]rgsm[åa]l|sp[øo]rsm[åa]l|sorular|kysymyk|자주|질문` +
    String.raw`|よくある質問|質問|常见问题|常見問題|问题|問題|вопрос|שאלות|الأسئلة`,
);
