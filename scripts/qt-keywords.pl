#!/usr/bin/perl -i
# QT_NO_KEYWORDS: signals/slots/emit -> Q_SIGNALS/Q_SLOTS/Q_EMIT, code only (not comments).
while (<>) {
    my ($code, $comment) = ($_, '');
    if (/^(.*?)(\/\/.*)$/s) { ($code, $comment) = ($1, $2); }
    $code =~ s/^(\s*(?:public|protected|private)?\s*)signals(\s*:)/$1Q_SIGNALS$2/;
    $code =~ s/^(\s*(?:public|protected|private)\s+)slots(\s*:)/$1Q_SLOTS$2/;
    $code =~ s/(?<![\w"])emit(?=\s+[A-Za-z_][\w:>.\-]*\s*\()/Q_EMIT/g;
    print $code . $comment;
}
