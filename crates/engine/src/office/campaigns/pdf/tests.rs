use super::*;

#[test]
fn the_folder_is_named_or_asked_for() {
    assert_eq!(check_folder(Path::new("")), Err(PdfError::NoFolder));
    assert_eq!(
        PdfError::NoFolder.to_string(),
        "Choose the folder that holds the invoice PDFs."
    );
    let missing = check_folder(Path::new("/no/such/invoices")).unwrap_err();
    assert_eq!(
        missing.to_string(),
        "The invoice folder /no/such/invoices does not exist. Check the path."
    );
}

/// A name in the spreadsheet can only ever pick a file inside the invoice folder: never
/// one beside it, above it, elsewhere on the disk, or behind a link that leaves it.
#[test]
fn names_that_leave_the_folder_are_refused() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let folder = dir.path().join("invoices");
    std::fs::create_dir(&folder)?;
    let pdf = b"%PDF-1.4\n%%EOF\n";
    std::fs::write(folder.join("INV-1.pdf"), pdf)?;
    std::fs::write(dir.path().join("secret.pdf"), pdf)?;
    std::fs::create_dir(dir.path().join("elsewhere"))?;
    std::fs::write(dir.path().join("elsewhere").join("other.pdf"), pdf)?;
    std::os::unix::fs::symlink(dir.path().join("secret.pdf"), folder.join("link.pdf"))?;
    std::os::unix::fs::symlink(dir.path().join("elsewhere"), folder.join("out"))?;
    let folder = check_folder(&folder)?;

    assert_eq!(find(&folder, "INV-1")?.path(), folder.join("INV-1.pdf"));
    assert_eq!(
        find(&folder, " INV-1.pdf ")?.path(),
        folder.join("INV-1.pdf")
    );
    let secret = dir.path().join("secret.pdf");
    let names = [
        "../secret",
        "../secret.pdf",
        "..",
        ".",
        secret.to_str().ok_or("a UTF-8 temp path")?,
        "/etc/passwd",
        "..\\secret",
        "C:\\invoices\\INV-1.pdf",
        "C:INV-1.pdf",
        "out/other",
        "INV-1\0.pdf",
    ];
    for name in names {
        let refused = find(&folder, name);
        assert!(
            matches!(refused, Err(PdfError::Unsafe { .. })),
            "{name:?} must be refused as unsafe, got {refused:?}"
        );
    }
    let linked = find(&folder, "link");
    assert!(
        matches!(&linked, Err(PdfError::Unsafe { why, .. }) if why.contains("outside")),
        "a link to a file outside the folder is refused, got {linked:?}"
    );
    assert_eq!(
        find(&folder, "missing"),
        Err(PdfError::NotFound {
            name: "missing".into()
        })
    );
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!(
        "proof: {} invoice names leaving the folder (.., absolute, drive, separators) and a link out of it refused",
        names.len()
    );
    Ok(())
}

/// An invoice folder with `INV-1.pdf`, and a private key beside it.
#[cfg(unix)]
fn folder_with_a_key() -> Result<(tempfile::TempDir, PathBuf, PathBuf), std::io::Error> {
    let dir = tempfile::tempdir()?;
    let folder = dir.path().join("invoices");
    std::fs::create_dir(&folder)?;
    std::fs::write(folder.join("INV-1.pdf"), b"%PDF-1.4\n% invoice 1\n%%EOF\n")?;
    let key = dir.path().join("id_ed25519");
    std::fs::write(
        &key,
        b"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n",
    )?;
    let folder = folder.canonicalize()?;
    Ok((dir, folder, key))
}

/// Runs `work` on its own thread and gives its answer, or fails after 10 s: a pipe must
/// never make the check or the upload wait.
#[cfg(unix)]
fn within_seconds<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let (done, answer) = std::sync::mpsc::channel();
    std::thread::spawn(move || done.send(work()));
    answer
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("a pipe named like an invoice is refused at once, never waited on")
}

#[cfg(unix)]
fn mkfifo(path: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let made = std::process::Command::new("mkfifo").arg(path).status()?;
    if !made.success() {
        return Err(format!("mkfifo {} failed", path.display()).into());
    }
    Ok(())
}

/// The file is swapped after the check found it: for a link to a private key, a link to
/// another invoice of the folder, another file moved over it, or a pipe. The upload's
/// read refuses each from the open handle and never hands on a byte of the key.
#[cfg(unix)]
#[test]
fn an_invoice_replaced_after_its_check_is_refused_when_read()
-> Result<(), Box<dyn std::error::Error>> {
    let (dir, folder, key) = folder_with_a_key()?;
    let invoice = folder.join("INV-1.pdf");
    let found = find(&folder, "INV-1")?;
    assert!(found.read()?.starts_with(b"%PDF-"), "unchanged, it reads");

    std::fs::remove_file(&invoice)?;
    std::os::unix::fs::symlink(&key, &invoice)?;
    let read = found.read();
    assert_eq!(
        read,
        Err(PdfError::Changed {
            name: "INV-1.pdf".into()
        }),
        "a link to a private key put in the invoice's place is never read"
    );

    std::fs::write(folder.join("INV-2.pdf"), b"%PDF-1.4\n% invoice 2\n")?;
    std::fs::remove_file(&invoice)?;
    std::os::unix::fs::symlink(folder.join("INV-2.pdf"), &invoice)?;
    assert!(
        matches!(found.read(), Err(PdfError::Changed { .. })),
        "a link, even to a file inside the folder, is not the file checked"
    );

    let other = dir.path().join("other.pdf");
    std::fs::write(&other, b"%PDF-1.4\n% someone else's document\n")?;
    std::fs::remove_file(&invoice)?;
    std::fs::rename(&other, &invoice)?;
    assert!(
        matches!(found.read(), Err(PdfError::Changed { .. })),
        "another file moved over the invoice is not the file checked"
    );

    std::fs::remove_file(&invoice)?;
    mkfifo(&invoice)?;
    let reading = found.clone();
    let read = within_seconds(move || reading.read());
    // A file system may give the pipe the removed file's inode: then it is refused as
    // what it is, not a file.
    assert!(
        matches!(
            read,
            Err(PdfError::Changed { .. } | PdfError::NotAFile { .. })
        ),
        "a pipe put in the invoice's place is refused without waiting: {read:?}"
    );
    Ok(())
}

/// A pipe or a device named like an invoice is refused by the check, never waited on or
/// read (`/dev/zero` would read forever).
#[cfg(unix)]
#[test]
fn a_pipe_or_a_device_named_like_an_invoice_is_refused_without_waiting()
-> Result<(), Box<dyn std::error::Error>> {
    let (_dir, folder, _key) = folder_with_a_key()?;
    mkfifo(&folder.join("INV-7.pdf"))?;
    let pipe = folder.clone();
    let found = within_seconds(move || find(&pipe, "INV-7"));
    assert_eq!(
        found,
        Err(PdfError::NotAFile {
            name: "INV-7".into()
        }),
        "a pipe is not an invoice"
    );
    let devices = check_folder(Path::new("/dev"))?;
    for device in ["zero", "null", "urandom"] {
        let at = devices.clone();
        let found = within_seconds(move || find(&at, device));
        assert!(
            matches!(found, Err(PdfError::NotAFile { .. })),
            "the device {device} is not an invoice: {found:?}"
        );
    }
    Ok(())
}

/// A file that grows past the limit after it was looked at (between the handle's size and
/// the read) is caught by the read itself, which stops one byte past the limit.
#[cfg(unix)]
#[test]
fn a_file_growing_past_the_limit_while_read_is_caught_by_the_bounded_read()
-> Result<(), Box<dyn std::error::Error>> {
    use std::io::Write;
    let (_dir, folder, _key) = folder_with_a_key()?;
    let found = find(&folder, "INV-1")?;
    let (file, metadata) = found.open()?;
    let limit = metadata.len() + 100;
    std::fs::OpenOptions::new()
        .append(true)
        .open(found.path())?
        .write_all(&[b'x'; 10_000])?;
    let read = found.read_opened(file, limit);
    assert!(
        matches!(read, Err(PdfError::TooBig { size, .. }) if size > limit),
        "bytes past the limit are never taken: {read:?}"
    );
    // Within the limit it reads, and the bytes are the file's.
    let (file, metadata) = found.open()?;
    let bytes = found.read_opened(file, metadata.len())?;
    assert_eq!(bytes.len() as u64, metadata.len());
    Ok(())
}

/// A name quoted in an error shows at most 64 characters of the column's value.
#[test]
fn errors_quote_at_most_64_characters_of_a_name() {
    let long = format!("aws_secret_access_key = {}", "k".repeat(200));
    for error in [
        PdfError::NotFound { name: long.clone() },
        PdfError::Unsafe {
            name: long.clone(),
            why: "it contains a folder separator",
        },
        PdfError::NotPdf { name: long.clone() },
        PdfError::Changed { name: long.clone() },
    ] {
        let message = error.to_string();
        assert!(
            !message.contains(&long[..65]),
            "no more than 64 characters of the value: {message}"
        );
    }
}

/// Each refusal reads in English as it always has, and is a catalogue message for the window
/// with the file's name as it is.
#[test]
fn in_english_pdf_refusals_read_as_before() {
    let name = || "INV-0042".to_owned();
    let cases = [
        (
            PdfError::NoFolder,
            "Choose the folder that holds the invoice PDFs.",
        ),
        (
            PdfError::FolderMissing("D:\\Invoices".into()),
            "The invoice folder D:\\Invoices does not exist. Check the path.",
        ),
        (
            PdfError::NotAFolder("/home/a/x.pdf".into()),
            "/home/a/x.pdf is a file, not a folder: give the folder that holds the invoices.",
        ),
        (
            PdfError::Unsafe {
                name: "../x".into(),
                why: SEPARATOR,
            },
            "\"../x\" is not a file name in the invoice folder (it contains a folder separator); Pacer only sends files from inside that folder.",
        ),
        (
            PdfError::Unsafe {
                name: "..".into(),
                why: NOT_PLAIN,
            },
            "\"..\" is not a file name in the invoice folder (it is not a plain file name); Pacer only sends files from inside that folder.",
        ),
        (
            PdfError::Unsafe {
                name: name(),
                why: OUTSIDE,
            },
            "\"INV-0042\" is not a file name in the invoice folder (it is a link to a file outside the folder); Pacer only sends files from inside that folder.",
        ),
        (
            PdfError::NotFound { name: name() },
            "There is no file \"INV-0042\" (or \"INV-0042.pdf\") in the invoice folder.",
        ),
        (
            PdfError::NotAFile { name: name() },
            "\"INV-0042\" in the invoice folder is not a file (it is a folder, a pipe or a device). Put the invoice PDF there under that name.",
        ),
        (
            PdfError::NotPdf { name: name() },
            "\"INV-0042\" is not a PDF: WhatsApp only takes PDF documents in templates.",
        ),
        (
            PdfError::TooBig {
                name: name(),
                size: 104_857_601,
            },
            "\"INV-0042\" is 104857601 bytes; WhatsApp takes documents up to 100 MB.",
        ),
        (
            PdfError::Changed { name: name() },
            "\"INV-0042\" was replaced after Pacer checked it (by another file or a link), so it was not sent. Check the invoice folder, then launch again.",
        ),
        (
            PdfError::Unreadable {
                name: name(),
                why: "Permission denied (os error 13)".into(),
            },
            "\"INV-0042\" cannot be read: Permission denied (os error 13)",
        ),
        (
            PdfError::Upload {
                name: name(),
                why: "(#100) Invalid parameter".into(),
            },
            "Meta did not take \"INV-0042\": (#100) Invalid parameter",
        ),
    ];
    for (error, english) in cases {
        assert_eq!(error.to_string(), english);
        assert!(error.said().id.starts_with("engine-pdf-"), "{error:?}");
    }
    let said = PdfError::NotFound { name: name() }.said();
    assert_eq!(said.id, pacer_words::ids::ENGINE_PDF_NOT_FOUND);
    assert_eq!(said.args["file"], pacer_words::Arg::Text("INV-0042".into()));
}
