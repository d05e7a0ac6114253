/**
 * The reviewed decisions the profanity filter applies to the naughty-words lists (see the header
 * of profanity.ts for how they are used). Every entry named here must exist in its list; a unit
 * test checks that, so an upgrade of naughty-words that renames an entry shows up.
 *
 * - FUNCTION_WORDS: the commonest short words of each language, used only to tell which language
 *   a message is written in. "ms" (Malay/Indonesian) and "ur" (Urdu) have no naughty-words list;
 *   they are here so that Malay or Urdu text is recognised as such and not taken for Italian or
 *   Persian (Malay has a few ADDED entries).
 * - DROPPED: entries that are, first of all, ordinary words (in English or in their own language:
 *   "mama", "cerveja", "frango assado", "Heroína", "rectum") or common names ("muna", "anita",
 *   "mona", "mussa", "pippa", "naida", "butt"), or Islamic vocabulary ("mufti", "hijra", Arabic "حشر" (the Gathering),
 *   "فرج" (relief, also a name), fiqh terms). They never match.
 * - OWN_LANGUAGE: entries that are profane only when the message is in their language: ordinary
 *   English words ("fan", "satan", "bite", "merde" is English too per the dictionary), and Persian
 *   entries that are everyday Urdu words ("کس" which, "کون" who). Latin-script entries of four
 *   letters or fewer are treated so without being listed (see profanity.ts).
 * - ADDED: common profanities the lists lack (found while writing tests/fixtures/profanity/profane.txt),
 *   in the same per-language shape; they get their scope by the same rules as listed entries.
 * - PROTECTED_PHRASES: everyday phrases that contain an English entry ("summa cum laude").
 */

export const FUNCTION_WORDS: Record<string, string> = {
  en: 'the a an and or but is are was were am be been i you he she we they it my your his her our their of to in on at for with from this that what how not do does have has will can just me him us them there here if about says said hi hello',
  de: 'der die das und ist nicht ich du er sie wir ihr ein eine einen mit auf für von zu den dem des auch sich bist sind war es wie was aber noch am im oder kein mein dein sehr schon hier heute so',
  fr: 'le la les un une des et est je tu te me se il elle nous vous ils de du que qui pas ne ce va faire suis cette mon ma mes ton ta son sa avec pour dans sur mais ou très c’est c\'est quelle quel bien oui tout',
  es: 'el la los las un una y es que de del en por para con no yo tú tu me te él ella mi su pero muy qué como cómo está estás eres soy hola gracias se lo le al más eso',
  it: 'il lo la gli le un una e è che di da in con per non io tu lui lei noi voi mi ti ci sei sono ma come questo questa del della molto ciao anche cosa perché',
  pt: 'o a os as um uma e é que de do da em no na com para por não eu tu você ele ela nós meu minha seu sua mas muito isso este esta está sou obrigado olá vai te',
  nl: 'de het een en is ik jij je hij zij wij niet van op met voor dat die dit maar ook zijn ben bent naar wat hoe heel mijn jouw geen er nog al wel hoi',
  sv: 'och är jag du han hon vi ni det den en ett inte på med för att som av till har var men om min din så mycket hej tack också',
  no: 'og er jeg du deg meg seg han hun vi dere det den en et ikke på med for at som av til har var men om min din så mye hei takk også',
  da: 'og er jeg du han hun vi det den en et ikke på med for at som af til har var men om min din så meget hej tak også',
  fi: 'ja on ei minä sinä hän me te he se että mutta tämä tuo olen olet oli kun niin myös kanssa mitä miten hyvä moi kiitos nyt vain jo sitten',
  pl: 'i w nie na się z do to że jest jak ale o co ty ja on ona my wy jesteś jestem tak czy już mnie ci ten ta dla cześć',
  cs: 'a v je na se že to s z do ale jak ty já on ona my vy jsi jsem není ne tak co si ten ta pro ahoj',
  hu: 'a az és hogy nem egy is van vagy te én ő mi ti ők meg de ez azt csak már még nagyon szia mert ki mit',
  tr: 've bir bu şu o ben sen biz siz onlar değil mi mı mu mü da de ile için çok ama gibi ne var yok nasılsın merhaba evet hayır sana beni seni bana senin benim',
  eo: 'la kaj estas mi vi li ŝi ni ili de en al kun por ne sed tio kio kiel estis via mia saluton',
  fil: 'ang ng sa mga ako ikaw ka siya kami tayo sila hindi at na ay ito iyan po ko mo niya natin salamat kumusta lang naman',
  kab: 'd n deg akked nekk kečč kemm netta ur ara ad acu ayen akken yiwen azul',
  ru: 'ty ya ne na i v chto kak eto menya tebya on ona my vy privet da net ochen',
  // Roman Hindi/Urdu, the way Urdu and Hindi speakers type in Latin letters.
  hi: 'hai hain ka ki ke ko se mein main nahi nahin kya aur tum tu tera teri mera meri hum yeh ye woh wo bhi tha thi ho kar kyun yaar abe gaya gayi hoga hogi raha rahi',
  ms: 'saya awak kamu dia kami kita mereka dan yang di ke dari ini itu untuk dengan tidak tak ada akan sudah boleh apa khabar terima kasih selamat juga sangat adalah ialah',
  ar: 'في من على إلى الى أن ان هذا هذه التي الذي مع عن كان ما لا هل أنا انا أنت انت هو هي نحن كيف لماذا يا',
  fa: 'و در به از که این آن را با است برای یک می هم من تو او ما شما چه چرا نیست هست خیلی کجا ولی',
  ur: 'کے کی ہے ہیں میں اور کا سے کو نہیں یہ وہ بھی تھا تھی پر کیا آپ ہم تم لیکن بہت کہ ہو گا گی',
};

/** naughty-words list names that are not language codes of FUNCTION_WORDS. */
export const LIST_LANGUAGE: Record<string, string> = { 'fr-CA-u-sd-caqc': 'fr' };

export const DROPPED: Record<string, string> = {
  en: 'guro|mong|rectum|fecal|scissoring|swinger|strappado|butt|escort|domination|suck|sucks|hard core|hardcore|eunuch|bastinado|intercourse|sex|sexual|sexually|sexuality|big black|girl on|girl on top|how to kill|how to murder|tied up|taste my|tongue in a|tainted love|xx|snatch|scat|lolita|twinkie|jelly donut|make me come|strap on|tight white|alaskan pipeline|huge fat|fingering|pegging|shrimping|snowballing|sadism|bondage|bareback|undressing',
  ar: 'خول|لبوة|شهوة|جماع|احتلام|اغتصاب|خنثي|فرج|شاذ|مبادل|قضيب|ثدي|لعق|لحس|بيضان|شرج|لواط|سحاق',
  fa: 'کس|سوپر|تجاوز|حشر|شهوت|برهنه|لخت|منی|لش|داف',
  cs: 'žrát|píchat',
  de: 'bonze|mufti|nackt|popel|rosette|kimme|lümmel|fratze|pinkeln',
  es: 'Asesinato|asno|Drogas|Heroína|infierno|martillo|Nazi|Orina|Racista|Sexo|Trio|Esperma|Sádico|Haciendo el amor|Fiesta de salchichas|concha|Semen',
  fi: 'muna|tavara|reikä|pipari|palli|pallit|panna|pistää|naida|jätkä|molo|pehko|reva|viiksi|haahka|hatullinen|paljaalla|suklaaosasto|tuhkaluukku|pano',
  fr: 'baiser|bander|bourré|bourrée|folle|gerbe|gueule|jouir|meuf|péter|pipi|ramoner|tanche|pédale',
  hi: 'paki|randaap|najayaz|pataka|patakha|hawas|chakke|saala|kutta|gucchi|gucchu|hijra|suar|maal',
  hu: 'marha|marhák|marhákat|marhát|barom|barmok|barmokat|barmot|pofa|pofát|pofákat|pele|pelék|búr|búrok|buksza|bukszák|bukszákat|bukszát|megdöglik',
  it: 'mussa|pesce|regina|cadavere|battere|tirare|monta|montare|fava|vacca|quaglia|cozza|pompa|spagnola|biga|nave scuola|patacca|sbattere|sbattersi|bagnarsi|casci|brinca|vangare|ingoio|pippa|mona|finocchio|balle|porca|porco|mannaggia|rizzarsi|pistolotto|ruffiano|boiata',
  ja: '3p|sm|sm女王|xx|女の子|嫌い|人種|いたずら|ファンタジー|フック|ラバー|エスコート|支配|拷問|誘惑|殺人事件|殺し方|殺人方法|デブ|なめ|しばり|ぽっちゃり|毛深い|裸|両性|人妻|女王様|脱衣|奴隷',
  ko: '노모|유모|망가|야사|자위|호로|미친',
  nl: 'aardappels afgieten|achter het raam zitten|asbak|balen|bekken|beurt|boemelen|buffelen|de hond uitlaten|de koffer induiken|de pijp uitgaan|driehoog achter wonen|gat|gedoogzone|gras maaien|griet|hol|huisdealer|johny|anita|kanen|knor|matje|muts|nicht|paal|palen|pot|poot|schatje|spuiten|standje|stootje|toeter|tongzoeng|watje|zuigen|zaadje|reutelen|remsporen|slempen|penoze|raaskallen|vergallen|opzouten|engerd|sufferd|welzijnsmafia|publiciteitsgeil|aftrekken|afrossen|bedonderen|belazeren|brugpieper|lummel|mafketel|klojo|klooien|poep|poepen|wippen|zuiplap|del',
  no: 'sinnsykt|pokker|fan',
  pl: 'jajko|dmuchać',
  pt: 'aborto|amador|aranha|ariano|bissexual|burro|camisinha|cerveja|cocaína|coito|comer|consolo|fecal|frango assado|heroína|heterosexual|homem gay|homoerótico|homosexual|inferno|lésbica|lolita|mama|pinto|saco|torneira|passar um cheque|bumbum|dum raio',
  ru: 'gol|byk|бугор|мент|голый|обнаженный|какая разница|другой дразнится|хапать|половое сношение|ты мне ваньку не валяй|курите мою трубку',
  sv: 'hård|stake|sås|olla|pippa|tusan|fan',
  th: 'กู|ขี้|กะปิ',
  zh: '性|奶|乳|卵|奸|幹|爛|逼|鳩|撚|柒|成人|祖宗|激情|老母|笨蛋|刚度|私服|九游|13.|老二|交配|处女|月经|屁股|撒尿|包皮|精子|阴道|阴部|外阴|乳房|乳头|老味|口肯',
};

export const OWN_LANGUAGE: Record<string, string> = {
  en: 'negro|sexo|paki',
  fa: 'کون',
  ms: 'butoh',
  cs: 'bordel|kunda',
  de: 'bimbo|penis|pisser|porno|milf',
  es: 'bastardo|Idiota|Prostituta|Travesti|maldito|Pervertido',
  fi: 'perse|piru|paska',
  fil: 'tanga',
  fr: 'criss|calice|bite|bitte|bordel|clitoris|conne|foutre|merde|negro|pisser|teuch|tapette|trique|gerber',
  hi: 'randi',
  hu: 'franc|pina',
  it: 'troia|bordello|cornuto|sega|palle|topa|trombare|scopare|checca',
  nl: 'hoer',
  no: 'fitte|satan',
  pl: 'kutas',
  pt: 'boob|clitoris|corno',
  sv: 'satan|neger|subba',
  tr: 'sike',
};

export const ADDED: Record<string, string> = {
  en: 'wanker|dickhead|dumbass|jackass|douchebag|jerking off|motherfucking|fucked|fucker|bullshitting',
  ar: 'القحبة|الشرموطة|العرص|كسمك',
  hi: 'bhenchod|behenchod|benchod|kamina|chutiye|madarchod|bhosdike|bhosadike',
  ja: 'くそ|クソ',
  ms: 'kontol|memek|pukimak|puki|bangsat|sundal|lancau|butoh',
  sv: 'jävla|jävel',
  pl: 'spierdalaj|spierdalać|wypierdalaj|pierdolony',
  ru: 'nahuy|пиздец|хуйня|сука|сучка|блять|ебать|нахуй|пидор|пидорас|мудак',
  tr: 'amına|amına koyayım|siktir git|orospu çocuğu',
};

export const PROTECTED_PHRASES = ['summa cum laude', 'magna cum laude', 'cum laude', 'tit for tat'];
