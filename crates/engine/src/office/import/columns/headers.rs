//! What a header's words say: "phone number" (`Mobile No`, `WhatsApp`, `Teléfono` … scored by
//! how sure), or "name" (a full name, a first or a last name), in the languages of the lists
//! Pacer's users import.

/// Lower case, accents off, everything but letters and digits turned into single spaces.
pub(super) fn fold(header: &str) -> String {
    let mut out = String::with_capacity(header.len());
    let mut space = true;
    for c in header.chars().flat_map(char::to_lowercase) {
        let c = match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ñ' => 'n',
            'ç' => 'c',
            'ß' => 's',
            other => other,
        };
        if c.is_alphanumeric() {
            out.push(c);
            space = false;
        } else if !space {
            out.push(' ');
            space = true;
        }
    }
    if out.ends_with(' ') {
        out.pop();
    }
    out
}

pub(super) fn words(folded: &str) -> Vec<&str> {
    folded.split(' ').filter(|w| !w.is_empty()).collect()
}

/// How strongly a header says "phone number" (0: not at all).
pub(super) fn phone_header_score(header: &str) -> u32 {
    let folded = fold(header);
    let w = words(&folded);
    let has = |list: &[&str]| w.iter().any(|x| list.contains(x));
    if has(&[
        "email", "mail", "fax", "name", "nombre", "nome", "nom", "naam", "address", "city",
    ]) {
        return 0;
    }
    let joined = w.concat();
    if has(&["whatsapp", "wa", "waid", "whatsap"]) || joined.contains("whatsapp") {
        return 100;
    }
    if has(&[
        "mobile",
        "mob",
        "mobil",
        "cell",
        "cellphone",
        "cellular",
        "celular",
        "movil",
        "handy",
        "portable",
        "msisdn",
        "موبائل",
        "موبائل",
        "मोबाइल",
    ]) || joined.contains("mobile")
        || joined.contains("cellphone")
    {
        return 90;
    }
    if has(&[
        "phone",
        "phones",
        "telephone",
        "tel",
        "ph",
        "telefono",
        "telefone",
        "telefon",
        "rufnummer",
        "fone",
        "فون",
        "फोन",
        "फ़ोन",
        "电话",
        "手机",
    ]) || joined.contains("phone")
    {
        return 80;
    }
    if has(&["landline"]) {
        return 50;
    }
    let excluded = [
        "invoice",
        "account",
        "acct",
        "customer",
        "cust",
        "client",
        "id",
        "order",
        "cnic",
        "nic",
        "ntn",
        "reference",
        "ref",
        "meter",
        "consumer",
        "serial",
        "sr",
        "s",
        "sl",
        "bill",
        "receipt",
        "house",
        "plot",
        "vehicle",
        "policy",
        "passport",
        "tax",
        "vat",
        "gst",
        "pin",
        "zip",
        "postal",
        "postcode",
        "amount",
        "member",
        "employee",
        "roll",
        "registration",
        "reg",
        "card",
        "iban",
        "bank",
        "cheque",
        "check",
        "case",
        "ticket",
        "room",
        "seat",
        "flat",
        "unit",
        "street",
    ];
    if has(&excluded) {
        return 0;
    }
    if has(&["contact", "contacts", "kontakt", "contacto", "contato"]) {
        return 60;
    }
    if has(&["number", "no", "num", "nr", "numero", "nummer", "numbers"]) {
        return 30;
    }
    0
}

/// What a header says about names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum NameHeader {
    Full(u32),
    First,
    Last,
}

pub(super) fn name_header(header: &str) -> Option<NameHeader> {
    let folded = fold(header);
    let w = words(&folded);
    let has = |list: &[&str]| w.iter().any(|x| list.contains(x));
    let joined = w.concat();
    if has(&["first", "given", "fore", "vorname", "prenom"]) || joined == "firstname" {
        return has_name_word(&w, &joined).then_some(NameHeader::First);
    }
    if has(&["surname", "nachname", "apellido", "apellidos", "sobrenome"])
        || ((has(&["last", "family"]) || joined == "lastname") && has_name_word(&w, &joined))
    {
        return Some(NameHeader::Last);
    }
    let other_entity = [
        "company", "business", "file", "user", "username", "product", "item", "city", "street",
        "town", "bank", "plan", "package", "template", "shop", "store", "branch", "area", "zone",
        "agent", "sales", "rep", "salesman", "father", "mother", "guardian", "husband", "spouse",
        "middle", "sheet", "list", "campaign", "group", "category", "village", "district",
        "school", "project", "doctor", "dr",
    ];
    if has(&other_entity) {
        return None;
    }
    if has_name_word(&w, &joined) {
        return Some(NameHeader::Full(100));
    }
    if w.len() == 1
        && [
            "customer",
            "client",
            "cliente",
            "kunde",
            "subscriber",
            "consumer",
            "patient",
            "member",
            "contact",
            "person",
        ]
        .contains(&w[0])
    {
        return Some(NameHeader::Full(80));
    }
    None
}

pub(super) fn has_name_word(w: &[&str], joined: &str) -> bool {
    w.iter().any(|x| {
        [
            "name",
            "names",
            "nombre",
            "nome",
            "nom",
            "naam",
            "navn",
            "namn",
            "نام",
            "नाम",
        ]
        .contains(x)
    }) || joined.ends_with("name")
}
