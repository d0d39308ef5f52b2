//! A spreadsheet: either a file as it is (an input starting with `PK`, or an OLE container),
//! or the entries of a workbook (`xl/worksheets/sheet1.xml`, `xl/sharedStrings.xml`,
//! `content.xml` of an ODS …) zipped here uncompressed, so mutations reach calamine's XML
//! reading and the engine's cell handling rather than a checksum. Then the same import as
//! `import_csv`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pacer_fuzz::{SECTION, import, zip_of_sections};

fuzz_target!(init: pacer_fuzz::init(), |data: &[u8]| {
    if data.first() == Some(&SECTION) {
        import::exercise("list.xlsx", &zip_of_sections(data));
    } else {
        import::exercise("list.xlsx", data);
    }
});
