use super::*;

const DOC: HeaderKind = HeaderKind::Document;

#[test]
fn the_folder_is_named_or_asked_for() {
    assert_eq!(check_folder(Path::new("")), Err(HeaderFileError::NoFolder));
    assert_eq!(
        HeaderFileError::NoFolder.to_string(),
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

    assert_eq!(
        find(&folder, "INV-1", DOC)?.path(),
        folder.join("INV-1.pdf")
    );
    assert_eq!(
        find(&folder, " INV-1.pdf ", DOC)?.path(),
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
        let refused = find(&folder, name, DOC);
        assert!(
            matches!(refused, Err(HeaderFileError::Unsafe { .. })),
            "{name:?} must be refused as unsafe, got {refused:?}"
        );
    }
    let linked = find(&folder, "link", DOC);
    assert!(
        matches!(&linked, Err(HeaderFileError::Unsafe { why, .. }) if why.contains("outside")),
        "a link to a file outside the folder is refused, got {linked:?}"
    );
    assert_eq!(
        find(&folder, "missing", DOC),
        Err(HeaderFileError::NotFound {
            name: "missing".into(),
            kind: DOC,
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
    let found = find(&folder, "INV-1", DOC)?;
    assert!(found.read()?.starts_with(b"%PDF-"), "unchanged, it reads");

    std::fs::remove_file(&invoice)?;
    std::os::unix::fs::symlink(&key, &invoice)?;
    let read = found.read();
    assert_eq!(
        read,
        Err(HeaderFileError::Changed {
            name: "INV-1.pdf".into()
        }),
        "a link to a private key put in the invoice's place is never read"
    );

    std::fs::write(folder.join("INV-2.pdf"), b"%PDF-1.4\n% invoice 2\n")?;
    std::fs::remove_file(&invoice)?;
    std::os::unix::fs::symlink(folder.join("INV-2.pdf"), &invoice)?;
    assert!(
        matches!(found.read(), Err(HeaderFileError::Changed { .. })),
        "a link, even to a file inside the folder, is not the file checked"
    );

    let other = dir.path().join("other.pdf");
    std::fs::write(&other, b"%PDF-1.4\n% someone else's document\n")?;
    std::fs::remove_file(&invoice)?;
    std::fs::rename(&other, &invoice)?;
    assert!(
        matches!(found.read(), Err(HeaderFileError::Changed { .. })),
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
            Err(HeaderFileError::Changed { .. } | HeaderFileError::NotAFile { .. })
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
    let found = within_seconds(move || find(&pipe, "INV-7", DOC));
    assert_eq!(
        found,
        Err(HeaderFileError::NotAFile {
            name: "INV-7".into()
        }),
        "a pipe is not an invoice"
    );
    let devices = check_folder(Path::new("/dev"))?;
    for device in ["zero", "null", "urandom"] {
        let at = devices.clone();
        let found = within_seconds(move || find(&at, device, DOC));
        assert!(
            matches!(found, Err(HeaderFileError::NotAFile { .. })),
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
    let found = find(&folder, "INV-1", DOC)?;
    let (file, metadata) = found.open()?;
    let limit = metadata.len() + 100;
    std::fs::OpenOptions::new()
        .append(true)
        .open(found.path())?
        .write_all(&[b'x'; 10_000])?;
    let read = found.read_opened(file, limit);
    assert!(
        matches!(read, Err(HeaderFileError::TooBig { size, .. }) if size > limit),
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
        HeaderFileError::NotFound {
            name: long.clone(),
            kind: DOC,
        },
        HeaderFileError::Unsafe {
            name: long.clone(),
            why: "it contains a folder separator",
        },
        HeaderFileError::WrongType {
            name: long.clone(),
            kind: HeaderKind::Image,
        },
        HeaderFileError::Changed { name: long.clone() },
    ] {
        let message = error.to_string();
        assert!(
            !message.contains(&long[..65]),
            "no more than 64 characters of the value: {message}"
        );
    }
}

/// Each refusal of an invoice PDF reads in English as it always has, and is a catalogue message
/// for the window with the file's name as it is.
#[test]
fn in_english_pdf_refusals_read_as_before() {
    let name = || "INV-0042".to_owned();
    let cases = [
        (
            HeaderFileError::NoFolder,
            "Choose the folder that holds the invoice PDFs.",
        ),
        (
            HeaderFileError::FolderMissing("D:\\Invoices".into()),
            "The invoice folder D:\\Invoices does not exist. Check the path.",
        ),
        (
            HeaderFileError::NotAFolder("/home/a/x.pdf".into()),
            "/home/a/x.pdf is a file, not a folder: give the folder that holds the invoices.",
        ),
        (
            HeaderFileError::Unsafe {
                name: "../x".into(),
                why: SEPARATOR,
            },
            "\"../x\" is not a file name in the invoice folder (it contains a folder separator); Pacer only sends files from inside that folder.",
        ),
        (
            HeaderFileError::Unsafe {
                name: "..".into(),
                why: NOT_PLAIN,
            },
            "\"..\" is not a file name in the invoice folder (it is not a plain file name); Pacer only sends files from inside that folder.",
        ),
        (
            HeaderFileError::Unsafe {
                name: name(),
                why: OUTSIDE,
            },
            "\"INV-0042\" is not a file name in the invoice folder (it is a link to a file outside the folder); Pacer only sends files from inside that folder.",
        ),
        (
            HeaderFileError::NotFound {
                name: name(),
                kind: DOC,
            },
            "There is no file \"INV-0042\" (or \"INV-0042.pdf\") in the invoice folder.",
        ),
        (
            HeaderFileError::NotAFile { name: name() },
            "\"INV-0042\" in the invoice folder is not a file (it is a folder, a pipe or a device). Put the invoice PDF there under that name.",
        ),
        (
            HeaderFileError::WrongType {
                name: name(),
                kind: DOC,
            },
            "\"INV-0042\" is not a PDF: WhatsApp only takes PDF documents in templates.",
        ),
        (
            HeaderFileError::TooBig {
                name: name(),
                size: 104_857_601,
                kind: DOC,
            },
            "\"INV-0042\" is 104857601 bytes; WhatsApp takes documents up to 100 MB.",
        ),
        (
            HeaderFileError::Changed { name: name() },
            "\"INV-0042\" was replaced after Pacer checked it (by another file or a link), so it was not sent. Check the invoice folder, then launch again.",
        ),
        (
            HeaderFileError::Unreadable {
                name: name(),
                why: "Permission denied (os error 13)".into(),
            },
            "\"INV-0042\" cannot be read: Permission denied (os error 13)",
        ),
        (
            HeaderFileError::Upload {
                name: name(),
                why: "(#100) Invalid parameter".into(),
            },
            "Meta did not take \"INV-0042\": (#100) Invalid parameter",
        ),
    ];
    for (error, english) in cases {
        assert_eq!(error.to_string(), english);
        let id = error.said().id;
        assert!(
            id.starts_with("engine-pdf-") || id.starts_with("engine-header-file-"),
            "{error:?}"
        );
    }
    let said = HeaderFileError::NotFound {
        name: name(),
        kind: DOC,
    }
    .said();
    assert_eq!(said.id, pacer_words::ids::ENGINE_HEADER_FILE_NOT_FOUND);
    assert_eq!(said.args["file"], pacer_words::Arg::Text("INV-0042".into()));
    assert_eq!(said.args["kind"], pacer_words::Arg::Text("document".into()));
}

/// What pictures and videos are refused for, in English: the kinds' own types and limits.
#[test]
fn picture_and_video_refusals_name_their_kind_and_limit() {
    let cases = [
        (
            HeaderFileError::WrongType {
                name: "poster.gif".into(),
                kind: HeaderKind::Image,
            },
            "\"poster.gif\" is not a JPEG or PNG picture: WhatsApp takes only those in image headers.",
        ),
        (
            HeaderFileError::TooBig {
                name: "poster.png".into(),
                size: 6_000_000,
                kind: HeaderKind::Image,
            },
            "\"poster.png\" is 6000000 bytes; WhatsApp takes pictures up to 5 MB.",
        ),
        (
            HeaderFileError::WrongType {
                name: "clip.mov".into(),
                kind: HeaderKind::Video,
            },
            "\"clip.mov\" is not an MP4 or 3GPP video: WhatsApp takes only those in video headers.",
        ),
        (
            HeaderFileError::TooBig {
                name: "clip.mp4".into(),
                size: 17_000_000,
                kind: HeaderKind::Video,
            },
            "\"clip.mp4\" is 17000000 bytes; WhatsApp takes videos up to 16 MB.",
        ),
        (
            HeaderFileError::NotFound {
                name: "poster-42".into(),
                kind: HeaderKind::Image,
            },
            "There is no file \"poster-42\" (or \"poster-42\" ending in .jpg, .jpeg or .png) in the folder.",
        ),
        (
            HeaderFileError::FileMissing("/home/a/poster.png".into()),
            "The file /home/a/poster.png is no longer there. Choose it again.",
        ),
    ];
    for (error, english) in cases {
        assert_eq!(error.to_string(), english);
    }
}

/// The first bytes of a JPEG, a PNG, an MP4, a 3GPP file and a PDF.
const JPEG: &[u8] = b"\xFF\xD8\xFF\xE0\x00\x10JFIF\x00\x01 a picture";
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR a picture";
const MP4: &[u8] = b"\x00\x00\x00\x20ftypisom\x00\x00\x02\x00 a video";
const GPP: &[u8] = b"\x00\x00\x00\x14ftyp3gp4\x00\x00\x00\x00 a video";
const PDF: &[u8] = b"%PDF-1.7\n% a document\n%%EOF\n";

/// A file's type is read from its first bytes, never from its name: each kind takes only its
/// own types, and each type is sent under its own MIME type.
#[test]
fn each_kind_takes_only_its_own_types_by_content() {
    use HeaderKind::{Document, Image, Video};
    let takes = [
        (Image, JPEG, Some("image/jpeg")),
        (Image, PNG, Some("image/png")),
        (Image, PDF, None),
        (Image, MP4, None),
        (Image, b"GIF89a a moving picture".as_slice(), None),
        (Video, MP4, Some("video/mp4")),
        (Video, GPP, Some("video/3gpp")),
        (Video, JPEG, None),
        (Video, b"\x00\x00".as_slice(), None),
        (Document, PDF, Some("application/pdf")),
        (Document, PNG, None),
        (Document, b"".as_slice(), None),
    ];
    for (kind, head, mime) in takes {
        assert_eq!(
            kind.sniff(&head[..head.len().min(HEAD)]),
            mime,
            "{kind:?} {head:?}"
        );
    }
    assert_eq!(Image.max_bytes(), 5 * 1024 * 1024);
    assert_eq!(Video.max_bytes(), 16 * 1024 * 1024);
    assert_eq!(Document.max_bytes(), 100 * 1024 * 1024);
}

/// Pictures per customer: a bare name finds it under any ending the kind takes; a file named
/// like a picture that is not one (a PDF renamed .jpg) is refused by what it holds; one too big
/// is refused by its size before a byte of it is read.
#[test]
fn pictures_are_found_by_name_and_judged_by_content() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    std::fs::write(dir.path().join("poster-1.jpg"), JPEG)?;
    std::fs::write(dir.path().join("poster-2.png"), PNG)?;
    std::fs::write(dir.path().join("poster-3.jpg"), PDF)?;
    let big = std::fs::File::create(dir.path().join("poster-4.png"))?;
    big.set_len(HeaderKind::Image.max_bytes() + 1)?;
    let folder = check_folder(dir.path())?;
    let image = HeaderKind::Image;

    let one = find(&folder, "poster-1", image)?;
    assert_eq!(
        (one.name().as_str(), one.mime_type()),
        ("poster-1.jpg", "image/jpeg")
    );
    let two = find(&folder, "poster-2.png", image)?;
    assert_eq!(two.mime_type(), "image/png");
    assert_eq!(two.read()?, PNG, "the bytes read are the file's");
    assert_eq!(
        find(&folder, "poster-3", image),
        Err(HeaderFileError::WrongType {
            name: "poster-3".into(),
            kind: image
        })
    );
    assert!(matches!(
        find(&folder, "poster-4", image),
        Err(HeaderFileError::TooBig {
            kind: HeaderKind::Image,
            ..
        })
    ));
    assert_eq!(
        find(&folder, "poster-1", HeaderKind::Video),
        Err(HeaderFileError::NotFound {
            name: "poster-1".into(),
            kind: HeaderKind::Video
        }),
        "a video header does not look for pictures"
    );
    Ok(())
}

/// One file for everyone: checked as it is (not a link, a regular file, its kind's type and
/// size), and a picture's media reference carries no file name (only documents do).
#[test]
fn one_file_for_everyone_is_checked_like_the_files_of_a_folder()
-> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let poster = dir.path().join("spring.png");
    std::fs::write(&poster, PNG)?;
    let checked = check_file(&poster, HeaderKind::Image)?;
    assert_eq!(checked.mime_type(), "image/png");
    assert_eq!(checked.size(), PNG.len() as u64);
    let media = serde_json::to_value(checked.media("4490".into()))?;
    assert_eq!(media, serde_json::json!({"id": "4490"}));
    let invoice = dir.path().join("price-list.pdf");
    std::fs::write(&invoice, PDF)?;
    let media = serde_json::to_value(check_file(&invoice, DOC)?.media("4491".into()))?;
    assert_eq!(media["filename"], "price-list.pdf");

    assert_eq!(
        check_file(&poster, HeaderKind::Video),
        Err(HeaderFileError::WrongType {
            name: "spring.png".into(),
            kind: HeaderKind::Video
        })
    );
    assert_eq!(
        check_file(&dir.path().join("gone.png"), HeaderKind::Image),
        Err(HeaderFileError::FileMissing(
            dir.path().join("gone.png").display().to_string()
        ))
    );
    assert!(matches!(
        check_file(dir.path(), HeaderKind::Image),
        Err(HeaderFileError::NotAFile { .. })
    ));
    #[cfg(unix)]
    {
        let pipe = dir.path().join("pipe.png");
        mkfifo(&pipe)?;
        let found = within_seconds(move || check_file(&pipe, HeaderKind::Image));
        assert!(
            matches!(found, Err(HeaderFileError::NotAFile { .. })),
            "a pipe is not a picture, and is not waited on: {found:?}"
        );
    }
    Ok(())
}
