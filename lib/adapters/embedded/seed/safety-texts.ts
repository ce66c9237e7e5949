import type { productSafetyI18n } from '../schema';
import { seedLocales, t, type Texts } from './texts';

/**
 * Warnings and safety information (GPSR Art. 19 (d)) the kinds of goods share, one paragraph each. A kind lists
 * the ones that apply to it, so 100,000 products carry a few dozen texts.
 */
export const safety = {
  sealant: t(
    'Darf nicht in die Hände von Kindern gelangen. Für gute Belüftung sorgen, Kontakt mit Haut und Augen vermeiden; bei Augenkontakt sofort mit Wasser spülen. Sicherheitsdatenblatt auf Anfrage.',
    'A nu se lăsa la îndemâna copiilor. Asigurați o ventilație bună, evitați contactul cu pielea și ochii; în caz de contact cu ochii, clătiți imediat cu apă. Fișa cu date de securitate la cerere.',
    'Keep out of the reach of children. Ensure good ventilation and avoid contact with skin and eyes; if in the eyes, rinse at once with water. Safety data sheet on request.',
  ),
  cutEdges: t(
    'Beim Schneiden und Verlegen Schutzbrille und Handschuhe tragen: Schnittkanten sind scharf, Schleifstaub nicht einatmen.',
    'Purtați ochelari și mănuși de protecție la tăiere și montaj: marginile tăiate sunt ascuțite; nu inhalați praful de la șlefuire.',
    'Wear safety glasses and gloves when cutting and laying: cut edges are sharp; do not breathe in grinding dust.',
  ),
  qualifiedFitter: t(
    'Montage nur durch eine Fachkraft für Sanitär- und Heizungstechnik nach der beiliegenden Montageanleitung.',
    'Montajul se face doar de către un instalator calificat, conform instrucțiunilor de montaj incluse.',
    'To be fitted by a qualified plumbing and heating installer only, following the enclosed installation manual.',
  ),
  electrician: t(
    'Elektrischer Anschluss nur durch eine Elektrofachkraft, mit allpoliger Trennvorrichtung und Fehlerstrom-Schutzschalter (RCD).',
    'Racordarea electrică se face doar de un electrician autorizat, cu separator omnipolar și întrerupător diferențial (RCD).',
    'Electrical connection by a qualified electrician only, with an all-pole isolator and a residual-current device (RCD).',
  ),
  disconnect: t(
    'Vor Reinigung und Wartung vom Stromnetz trennen.',
    'Deconectați aparatul de la rețea înainte de curățare și întreținere.',
    'Disconnect from the mains before cleaning or servicing.',
  ),
  childrenAndAppliances: t(
    'Kinder ab 8 Jahren und Personen mit eingeschränkten Fähigkeiten dürfen das Gerät nur unter Aufsicht benutzen; Kinder dürfen nicht damit spielen.',
    'Copiii de peste 8 ani și persoanele cu capacități reduse pot folosi aparatul doar sub supraveghere; copiii nu au voie să se joace cu aparatul.',
    'Children aged 8 and over and people with reduced abilities may use the appliance only under supervision; children must not play with it.',
  ),
  drinkingWater: t(
    'Nur an Trinkwasserleitungen anschließen und diese vor der Montage spülen; nach längerer Abwesenheit das Wasser ablaufen lassen, bevor es getrunken wird.',
    'Racordați doar la conducte de apă potabilă și clătiți-le înainte de montaj; după o absență mai lungă, lăsați apa să curgă înainte de a o bea.',
    'Connect to drinking-water pipes only and flush them before fitting; after a long absence, let the water run before drinking it.',
  ),
  scalding: t(
    'Verbrühungsgefahr: Das Wasser kann heißer als 60 °C sein. Kinder, ältere und pflegebedürftige Personen nicht unbeaufsichtigt lassen.',
    'Pericol de opărire: apa poate depăși 60 °C. Nu lăsați nesupravegheați copiii, persoanele în vârstă sau pe cele care au nevoie de îngrijire.',
    'Risk of scalding: the water may be hotter than 60 °C. Do not leave children, elderly or infirm people unattended.',
  ),
  lithiumBattery: t(
    'Enthält eine Lithiumbatterie: nicht ins Feuer werfen, nicht kurzschließen und verbraucht getrennt vom Hausmüll entsorgen.',
    'Conține o baterie cu litiu: nu o aruncați în foc, nu o scurtcircuitați și predați-o separat la colectare când este uzată.',
    'Contains a lithium battery: do not throw it into fire or short-circuit it, and dispose of it separately from household waste.',
  ),
  smallParts: t(
    'Enthält Kleinteile: von Kindern unter 3 Jahren fernhalten – Erstickungsgefahr.',
    'Conține piese mici: nu lăsați la îndemâna copiilor sub 3 ani – pericol de sufocare.',
    'Contains small parts: keep away from children under 3 – choking hazard.',
  ),
  heavy: t(
    'Schwer: nur zu zweit tragen und montieren, Sicherheitsschuhe tragen.',
    'Greu: se transportă și se montează de două persoane; purtați încălțăminte de protecție.',
    'Heavy: carry and fit with two people; wear safety shoes.',
  ),
  ceramicEdges: t(
    'Beschädigte Keramik nicht verwenden, Bruchkanten sind scharf. Nur mit einem für die Wand geeigneten Befestigungsset montieren.',
    'Nu folosiți obiecte ceramice deteriorate, marginile rupte sunt tăioase. Montați doar cu un set de prindere potrivit peretelui.',
    'Do not use damaged ceramics: broken edges are sharp. Fix only with a fixing kit suited to the wall.',
  ),
  loadBearingWall: t(
    'Nur an tragfähigen Wänden und Böden befestigen; die angegebene Tragkraft gilt nur bei vollständiger Montage nach Anleitung.',
    'Fixați doar pe pereți și pardoseli portante; capacitatea de încărcare indicată este valabilă doar la montajul complet conform instrucțiunilor.',
    'Fix only to load-bearing walls and floors; the stated load capacity applies only when fully installed as instructed.',
  ),
  hingeTrap: t(
    'Quetschgefahr an den Scharnieren beim Abnehmen und Aufsetzen des Sitzes.',
    'Pericol de prindere a degetelor în balamale la demontarea și montarea capacului.',
    'Risk of trapping fingers in the hinges when lifting the seat off or refitting it.',
  ),
  slippery: t(
    'Nasse Flächen sind rutschig: eine rutschhemmende Matte oder Einlage verwenden.',
    'Suprafețele ude sunt alunecoase: folosiți un covoraș antiderapant.',
    'Wet surfaces are slippery: use a non-slip mat.',
  ),
  drowning: t(
    'Kinder nie unbeaufsichtigt in der Wanne lassen – Ertrinkungsgefahr.',
    'Nu lăsați niciodată copiii nesupravegheați în cadă – pericol de înec.',
    'Never leave children unattended in the bath – risk of drowning.',
  ),
  safetyGlass: t(
    'Sicherheitsglas kann zerspringen, wenn seine Kanten beschädigt werden: Kanten vor Stößen schützen und die Scheibe nie ungeschützt auf die Kante stellen.',
    'Sticla securizată se poate sparge dacă marginile îi sunt lovite: protejați marginile și nu sprijiniți niciodată panoul direct pe muchie.',
    'Toughened glass can shatter if its edges are damaged: protect the edges from knocks and never stand the panel on a bare edge.',
  ),
  hotSurface: t(
    'Heiße Oberfläche: Der Heizkörper kann über 70 °C heiß werden; Kleinkinder nicht unbeaufsichtigt in der Nähe lassen.',
    'Suprafață fierbinte: caloriferul poate depăși 70 °C; nu lăsați copiii mici nesupravegheați în apropiere.',
    'Hot surface: the radiator can exceed 70 °C; keep small children away unless supervised.',
  ),
  safetyValve: t(
    'Das mitgelieferte Sicherheitsventil muss eingebaut werden und darf nie verschlossen werden; Tropfwasser beim Aufheizen ist normal.',
    'Supapa de siguranță livrată trebuie montată și nu trebuie blocată niciodată; picurarea în timpul încălzirii este normală.',
    'The supplied safety valve must be fitted and never blocked; dripping from it while heating is normal.',
  ),
  gasInstaller: t(
    'Installation, Inbetriebnahme und Umstellung nur durch ein konzessioniertes Gasinstallationsunternehmen.',
    'Instalarea, punerea în funcțiune și modificările se fac doar de către o firmă autorizată pentru instalații de gaze.',
    'Installation, commissioning and conversion by a licensed gas installer only.',
  ),
  gasSmell: t(
    'Bei Gasgeruch: Gashahn schließen, keine elektrischen Schalter betätigen, Fenster öffnen, das Gebäude verlassen und den Notdienst des Gasversorgers anrufen.',
    'Dacă simțiți miros de gaz: închideți robinetul de gaz, nu acționați întrerupătoare electrice, deschideți ferestrele, părăsiți clădirea și sunați la urgențe sau la furnizorul de gaz.',
    'If you smell gas: close the gas valve, do not operate electrical switches, open the windows, leave the building and call the gas supplier’s emergency line.',
  ),
  carbonMonoxide: t(
    'Abgasanlage nie verändern oder verschließen: Kohlenmonoxid ist geruchlos und tödlich. Ein CO-Melder im Aufstellraum wird empfohlen.',
    'Nu modificați și nu obturați niciodată sistemul de evacuare a gazelor arse: monoxidul de carbon este inodor și mortal. Se recomandă un detector de CO în încăperea centralei.',
    'Never alter or block the flue: carbon monoxide is odourless and deadly. A CO alarm in the installation room is recommended.',
  ),
  yearlyService: t(
    'Das Gerät jährlich von einem Fachbetrieb warten lassen – Voraussetzung für einen sicheren Betrieb.',
    'Aparatul trebuie revizuit anual de o firmă autorizată – condiție pentru funcționarea în siguranță.',
    'Have the appliance serviced every year by a qualified company – this is required for safe operation.',
  ),
  refrigerantR290: t(
    'Enthält das brennbare Kältemittel R290 (Propan): Installation, Wartung und Reparatur nur durch zertifiziertes Fachpersonal; im Schutzbereich um das Außengerät keine Zündquellen.',
    'Conține agentul frigorific inflamabil R290 (propan): instalarea, întreținerea și repararea doar de personal certificat; fără surse de aprindere în zona de siguranță din jurul unității exterioare.',
    'Contains the flammable refrigerant R290 (propane): installation, servicing and repair by certified technicians only; no ignition sources in the safety zone around the outdoor unit.',
  ),
  refrigerantR32: t(
    'Enthält das schwer entflammbare fluorierte Treibhausgas R32: Installation und Arbeiten am Kältekreis nur durch zertifizierte Kältefachbetriebe (Verordnung (EU) 2024/573).',
    'Conține R32, gaz fluorurat cu efect de seră, ușor inflamabil: instalarea și intervențiile la circuitul frigorific doar de firme certificate (Regulamentul (UE) 2024/573).',
    'Contains R32, a mildly flammable fluorinated greenhouse gas: installation and work on the refrigerant circuit by certified refrigeration companies only (Regulation (EU) 2024/573).',
  ),
  portableR290: t(
    'Enthält das brennbare Kältemittel R290: nur in Räumen über 13 m² betreiben, den Kältekreis nicht beschädigen und von offenen Flammen fernhalten.',
    'Conține agentul frigorific inflamabil R290: folosiți aparatul doar în încăperi mai mari de 13 m², nu deteriorați circuitul frigorific și țineți-l departe de flăcări deschise.',
    'Contains the flammable refrigerant R290: use only in rooms larger than 13 m², do not damage the refrigerant circuit and keep away from open flames.',
  ),
  doNotCover: t(
    'Nicht abdecken: Lufteinlass und -auslass frei halten.',
    'Nu acoperiți aparatul: păstrați libere intrarea și ieșirea aerului.',
    'Do not cover: keep the air inlet and outlet clear.',
  ),
  solarVoltage: t(
    'Solarmodule stehen bei Licht unter Spannung, auch wenn sie nicht angeschlossen sind: Steckverbinder nie unter Last trennen und beschädigte Kabel nicht berühren.',
    'Panourile solare sunt sub tensiune la lumină, chiar și deconectate: nu desfaceți conectorii sub sarcină și nu atingeți cablurile deteriorate.',
    'Solar modules are live whenever light falls on them, even when disconnected: never unplug connectors under load and do not touch damaged cables.',
  ),
  roofWork: t(
    'Arbeiten auf dem Dach nur mit Absturzsicherung; Module nicht betreten.',
    'Lucrările pe acoperiș se fac doar cu protecție împotriva căderii; nu călcați pe panouri.',
    'Work on roofs only with fall protection; do not step on the modules.',
  ),
  balconyPlug: t(
    'Nur an einen eigenen Stromkreis mit Fehlerstrom-Schutzschalter anschließen, nie über Mehrfachsteckdosen oder Kabeltrommeln; Module sturmsicher am Geländer befestigen.',
    'Conectați doar la un circuit separat protejat de întrerupător diferențial, niciodată prin prelungitoare sau tambure de cablu; fixați panourile de balustradă astfel încât să reziste la furtună.',
    'Connect only to a dedicated circuit protected by an RCD, never via multi-socket adaptors or cable reels; fix the modules to the railing so storms cannot lift them.',
  ),
  hotPump: t(
    'Das Pumpengehäuse wird im Betrieb heiß: nicht berühren und die Anlage vor dem Öffnen abkühlen lassen und drucklos machen.',
    'Carcasa pompei se încălzește în funcționare: nu o atingeți și lăsați instalația să se răcească și să se depresurizeze înainte de a o deschide.',
    'The pump housing gets hot in operation: do not touch it, and let the system cool down and depressurise before opening it.',
  ),
  submersible: t(
    'Nur an einem Stromkreis mit Fehlerstrom-Schutzschalter (höchstens 30 mA) betreiben; nicht für brennbare Flüssigkeiten und nie in Becken oder Teichen, in denen sich Personen aufhalten.',
    'Folosiți doar pe un circuit cu întrerupător diferențial (cel mult 30 mA); nu pentru lichide inflamabile și niciodată în bazine sau iazuri în care se află persoane.',
    'Use only on a circuit with an RCD (30 mA at most); not for flammable liquids, and never in pools or ponds while people are in the water.',
  ),
  pressureVessel: t(
    'Der Druckkessel steht unter Druck: vor Arbeiten am Gerät den Netzstecker ziehen und den Druck ablassen.',
    'Vasul de expansiune este sub presiune: scoateți ștecherul din priză și eliberați presiunea înainte de orice intervenție.',
    'The pressure vessel is under pressure: unplug the unit and release the pressure before working on it.',
  ),
} satisfies Record<string, Texts>;

type SafetyRow = typeof productSafetyI18n.$inferInsert;

/** A product's rows of warnings, one per seed language with a paragraph a line; none when its kind has none. */
export function safetyRows(productId: number, warnings: readonly Texts[]): SafetyRow[] {
  if (warnings.length === 0) return [];
  return seedLocales.map(([language, locale]) => ({
    id: productId,
    locale,
    warnings: warnings.map((paragraph) => paragraph[language]).join('\n'),
  }));
}
