// Finding words in text the way a reader would: whole words only (never "DE" inside "design"), and
// the words that justify a category or a tag of the directory's taxonomy.
import type { Taxonomy } from './fields.ts';

const wordCharacter = /[\p{L}\p{N}]/u;
// Scripts written without spaces between words: any run of their characters may be a word.
export const unspaced =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}ー]/u;
/**
 * About how many words a text holds: its spaced words, and in scripts written without spaces one for every
 * two characters ("以週或月檢視，把員工拖到時段上" is a sentence, not a word).
 */
export function wordCount(written: string): number {
  const spaced = written.split(/\s+/).filter((word) => word && !unspaced.test(word)).length;
  const unspacedCharacters = written.match(unspacedEvery)?.length ?? 0;
  return spaced + Math.ceil(unspacedCharacters / 2);
}
const unspacedEvery = new RegExp(unspaced.source, 'gu');
// Korean puts particles after a word ("요금제는": "the plan" + topic marker): a word may end inside a run.
const hangul = /\p{Script=Hangul}/u;

/** Whether `neighbour` continues the word whose edge character is `edge` (so a match there is inside a word). */
function continuesWord(edge: string, neighbour: string, side: 'before' | 'after'): boolean {
  if (!neighbour || !wordCharacter.test(neighbour) || unspaced.test(edge)) return false;
  if (hangul.test(edge)) return side === 'before' && hangul.test(neighbour);
  // A Latin word next to Japanese or Korean ("AIや", "API를") ends there.
  return !unspaced.test(neighbour) && !hangul.test(neighbour);
}

/** Lower case, single spaces, one kind of quote mark and dash: how quotes, pages and values compare. */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[‘’‚‛′`]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether `needle` occurs in `haystack` as whole words (both already in comparable form). */
export function mentions(haystack: string, needle: string): boolean {
  if (!needle) return false;
  const first = needle[0];
  const last = needle[needle.length - 1];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = at > 0 ? haystack[at - 1] : '';
    const after = haystack[at + needle.length] ?? '';
    if (!continuesWord(first, before, 'before') && !continuesWord(last, after, 'after')) return true;
  }
  return false;
}

/** A word without accents, case or a final "'s": how a name and its inflected forms compare. */
const bareLetters = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s$/, '');

/**
 * Whether two written words are one name, one of them with an ending ("Kottafát" for Kottafa, "Pekárníku"
 * for Pekárník, "Puhekaverin" for Puhekaveri): equal, or one starts with the other but for its last letter,
 * a letter a vowel may lengthen into before the ending. Words under four letters must be equal.
 */
export function sameStem(written: string, name: string): boolean {
  const [a, b] = [bareLetters(written), bareLetters(name)];
  return (
    a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b.slice(0, -1)) || b.startsWith(a.slice(0, -1))))
  );
}

/** Whether `term` is denied where it occurs: "there is no free plan", "without a free trial". */
export function negated(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(no|not|without|never|isn't|aren't|don't|doesn't)\\s+(\\S+\\s+){0,2}${escaped}\\b`).test(text);
}

/** A word and its other number: "newsletter" / "newsletters", "tasks" / "task". */
function variants(term: string): string[] {
  const forms = [term];
  if (/[a-z]$/.test(term) && term.length > 3) {
    if (term.endsWith('s') && !term.endsWith('ss')) forms.push(term.slice(0, -1));
    else forms.push(`${term}s`);
  }
  return forms;
}

/**
 * The taxonomy's words as sites write them in other languages (de fr es it pt nl pl sv cs tr da no fi id
 * he; for scheduling and money also hr sl ru uk mk bg sr hu ro el is ca ja ko zh ar vi th and the Baltic
 * languages), plural and singular where a language writes both in a product's phrases ("links de pago"): a German
 * site files "Rechnungen", not "invoices". General vocabulary, one row per English word.
 */
const inOtherLanguages: Record<string, string> = {
  booking: `buchung buchungen terminbuchung réservation réservations reserva reservas prenotazione prenotazioni
    agendamento agendamentos boeking boekingen reservering reserveringen rezerwacja rezerwacje rezerwacji bokning
    bokningar bokningssystem rezervace rezervací randevu rezervasyon varaus varaukset ajanvaraus bestilling
    reservierung reservierungen pemesanan reservasi rezervacija rezervacije bronirovanie бронирование бронювання
    foglalás időpontfoglalás programare programări κράτηση κρατήσεις tímabókun bókanir reserves 予約 예약 预约 预订 預約 حجز đặt
    lịch จอง رزرو
    rezervácia rezervácie rezervačný broneerimine broneerimis broneering rezervasiya rezervācija rezervācijas
    rezervacija rezervacijos marcações rezervare rezervări`,
  calendar: `kalender calendrier calendario calendário kalendarz kalendář takvim kalenteri kalendar календарь календар
    naptár ημερολόγιο dagatal calendari カレンダー 캘린더 日历 行事曆 تقويم ปฏิทิน
    təqvim təqvimi veebikalender kalendár kalendārs kalendorius კალენდარი`,
  scheduling: `terminplanung planification planificación pianificazione agendamento planowanie schemaläggning
    plánování planlama aikataulutus penjadwalan raspored urnik планирование расписание розклад планування ütemezés
    beosztás planificare προγραμματισμός vaktaplan vaktakerfi horaris torns planificació シフト管理 スケジュール管理 스케줄 排班 排程
    جدولة xếp lịch dienstplan schichtplanung vagtplan vagtplanlægning vaktplan نوبت‌دهی نوبتدهی rostering roster rota
    rosters
    escalas dienstrooster roosters planningsapp plánovanie turnos`,
  meetings: `besprechungen réunions reuniones riunioni reuniões vergaderingen spotkania möten schůzky toplantılar`,
  invoicing: `rechnungsstellung facturation facturación fatturazione faturação faturamento facturatie fakturowanie
    fakturering fakturace faturalama laskutus fakturiranje fakturiranja számlázás facturare τιμολόγηση reikningagerð
    facturació фактурирање фактуриране фактурирование 請求書発行 인보이스 开票 فوترة
    fakturácia rēķināšana arveldus arveldustarkvara`,
  invoices: `rechnung rechnungen facture factures factura facturas fattura fatture fatura faturas factuur facturen
    faktura faktury fakturor fakturaer faturalar lasku laskut tagihan חשבונית חשבוניות račun računi računa e-računi
    счета-фактуры фактура фактури фактуры рахунки számla számlák facturi τιμολόγια reikningar 請求書 发票 發票
    فاتورة فواتير hóa đơn ใบแจ้งหนี้ ใบกำกับภาษี فاکتور صورتحساب
    faktúry faktúra faktúr e-faktúry rēķini rēķins rēķinu e-rēķini sąskaitos sąskaitų sąskaitas arved arve e-arved
    hesab-faktura qaimə`,
  billing: `abrechnung bills`,
  bookkeeping: `buchhaltung buchführung comptabilité contabilidad contabilità contabilidade boekhouding księgowość
    bokföring účetnictví muhasebe bogføring regnskap kirjanpito pembukuan akuntansi knjigovodstvo računovodstvo
    бухгалтерия бухгалтерский бухгалтерія сметководство счетоводство рачуноводство könyvelés contabilitate
    λογιστική bókhald comptabilitat 会計 経理 회계 记账 會計 محاسبة kế toán บัญชี grāmatvedība buhalterija raamatupidamine
    حسابداری`,
  taxes: `steuern impôts impuestos tasse impostos belastingen podatki skatter daně vergiler`,
  expenses: `ausgaben spesen dépenses gastos despesas uitgaven wydatki utgifter výdaje giderler kulut pengeluaran
    הוצאות`,
  payments: `zahlung zahlungen paiement paiements pago pagos pagamento pagamenti pagamentos betaling betalingen
    płatność płatności betalning betalningar platba platby ödeme ödemeler betalinger maksu maksut pembayaran תשלום
    תשלומים plaćanje plaćanja plačila платежи оплата платежі fizetés plăți πληρωμές greiðslur pagaments 決済 支払い 결제 支付
    付款 مدفوعات thanh toán ชำระเงิน پرداخت`,
  finance: `finanzen finances finanzas finanze finanças financiën finanse finanser finance finans talous keuangan
    כספים financije финансы фінанси pénzügyek finanțe οικονομικά fjármál 財務 재무 财务 مالية tài chính การเงิน مالی`,
  newsletter: `newslettery nyhetsbrev nieuwsbrief nieuwsbrieven`,
  campaigns: `kampagnen campagnes campañas campagne campanhas kampanie kampanjer kampaně kampanyalar`,
  analytics: `webanalyse statistiken statistiques estadísticas statistiche estatísticas statistieken statystyki
    statistiky istatistikler analytiikka`,
  notes: `notizen notas notities notatki anteckningar poznámky notlar muistiinpanot catatan פתקים`,
  tasks: `aufgaben tâches tareas tarefas taken zadania uppgifter úkoly görevler tehtävät tugas משימות
    naloge takenlijst takenlijsten`,
  projects: `projekte projets proyectos progetti projetos projecten projekty projekt projeler projektit proyek
    פרויקטים`,
  automation: `automatisierung automatisation automatización automazione automação automatisering automatyzacja
    automatizace otomasyon automaatio otomatisasi אוטומציה`,
  courses: `kurse onlinekurse videokurse cours cursos corsi cursussen kursy kurser kurzy kurslar kurssit kursus kelas
    курсы онлайн-курсы دورات קורסים 講座 コース 课程 課程 강좌 강의`,
  lessons: `lektionen leçons lecciones lezioni lições lessen lekcje lektioner lekce dersler`,
  learning: `lernen apprentissage aprendizaje apprendimento aprendizagem nauka lärande učení öğrenme oppiminen`,
  education: `bildung éducation educación istruzione educação onderwijs edukacja utbildning vzdělávání eğitim koulutus
    pendidikan חינוך εκπαίδευση εκπαιδευτικ образование освіта giáo dục การศึกษา oktatás educație 教育 교육 تعليم`,
  languages: `sprachen langues idiomas lingue línguas talen języki språk jazyky diller kielet sprache langue idioma
    lingua língua taal język języka jazyk dil kieli язык языка языки мова мови 言語 语言 語言 언어 ngôn ngữ ภาษา γλώσσα`,
  pronunciation: `aussprache prononciation pronunciación pronuncia pronúncia uitspraak wymowa uttal výslovnost telaffuz
    ääntäminen pengucapan произношение вимова 発音 发音 發音 발음`,
  vocabulary: `vokabeln wortschatz vocabulaire vocabulario vocabolario vocabulário woordenschat słownictwo ordförråd
    slovíčka kelimeler sanasto`,
  support: `kundenservice kundensupport soporte assistenza suporte klantenservice wsparcie kundtjänst podpora destek
    asiakastuki dukungan תמיכה`,
  sales: `vertrieb verkauf ventes ventas vendite vendas verkoop sprzedaż försäljning prodej satış myynti penjualan
    מכירות`,
  messaging: `messagerie mensajería messaggistica mensagens berichten wiadomości meddelanden zprávy mesajlaşma`,
  chat: `czat чат 채팅 聊天 チャット แชท sohbet צ'אט دردشة گفتگو συνομιλία csevegés`,
  monitoring: `überwachung surveillance monitorización monitoraggio monitoramento monitorowanie övervakning
    monitorování izleme valvonta`,
  community: `gemeinschaft communauté comunidad comunità comunidade gemeenschap społeczność gemenskap komunita
    topluluk yhteisö`,
  events: `veranstaltungen événements eventos eventi evenementen wydarzenia evenemang události etkinlikler tapahtumat`,
  translation: `übersetzung traduction traducción traduzione tradução vertaling tłumaczenie översättning překlad
    çeviri käännös`,
  productivity: `produktivität productivité productividad produttività produtividade productiviteit produktywność
    produktivitet produktivita verimlilik tuottavuus`,
  design: `diseño ontwerp projektowanie tasarım дизайн`,
  developers: `entwickler développeurs desarrolladores sviluppatori desenvolvedores ontwikkelaars programiści
    utvecklare vývojáři geliştiriciler kehittäjät`,
  security: `sicherheit sécurité seguridad sicurezza segurança beveiliging bezpieczeństwo säkerhet bezpečnost güvenlik
    tietoturva`,
};

/** A word of the taxonomy and the same word in other languages. */
export function inLanguages(word: string): string[] {
  return [word, ...(inOtherLanguages[word]?.split(/\s+/).filter(Boolean) ?? [])];
}

/** Comparable words that place a product in category `name`: its name, the parts of it, its keywords. */
export function categoryTerms(name: string, taxonomy: Taxonomy): string[] {
  const category = taxonomy.categories.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (!category) return [];
  const parts = category.name
    .toLowerCase()
    .split(/\s*(?:&|,|\/|\band\b)\s*/)
    .filter(Boolean);
  const words = [category.name.toLowerCase(), ...parts, ...category.keywords.map((keyword) => keyword.toLowerCase())];
  return [...new Set(words.flatMap(variants).flatMap(inLanguages))];
}

/**
 * Comparable phrases that state tag `tag`: its label ("Works offline") and, for a tag of two or more
 * words, the tag itself ("open source", "open-source"). A one-word tag ("api") is too common a word
 * to count on its own; its label ("Public API") must be written.
 */
export function tagTerms(tag: string, taxonomy: Taxonomy): string[] {
  const known = taxonomy.tags.find(
    (candidate) => candidate.tag === tag.toLowerCase() || candidate.label.toLowerCase() === tag.toLowerCase(),
  );
  if (!known) return [tag.toLowerCase()];
  const terms = [known.label.toLowerCase()];
  if (known.tag.includes('-')) terms.push(known.tag, known.tag.replaceAll('-', ' '));
  return [...new Set(terms)];
}

/** A shop's words after its product's name: "ことよみ手帳 公式ストア" is the official store of ことよみ手帳. */
export const storeSection = new RegExp(
  String.raw`\s*(?:公式(?:オンライン)?(?:ストア|ショップ|サイト|通販(?:サイト)?)|オンライン(?:ショップ|ストア)|通販サイト` +
    String.raw`|官方(?:网站|網站|商城|旗舰店|旗艦店)|官网|官網|(?:the )?official (?:online )?(?:store|shop|site|website)` +
    String.raw`|online ?(?:shop|store)|webshop|boutique (?:en ligne|officielle)|tienda (?:oficial|online)` +
    String.raw`|loja (?:oficial|online)|sklep internetowy|интернет-магазин|offizieller (?:online-?)?shop)$`,
  'iu',
);
