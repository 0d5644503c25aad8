import type { RespondentTable } from './tables';

/**
 * The respondent's messages in Japanese (ja): every key of the merged respondent table (./tables), in its
 * order, written as a Japanese survey speaks to its respondents (です・ます, short words on buttons). Numbers
 * and names stay `{placeholders}` filled by `translate`, the same ones as the zh and en texts.
 */
export const jaMessages: RespondentTable = {
  // ── coreAnswer: answer validation, the spec's named tips ─────────────────────────────────────────────
  'core.tipAnswerNull': '回答してください。',
  'core.tipPhoneError': '11桁の携帯電話番号を正しく入力してください',
  'core.tipEmailError': 'メールアドレスを正しく入力してください',
  'core.tipIdCardError': '身分証番号を正しく入力してください',
  'core.tipRangeNull': '{min}～{max}の範囲で入力してください',
  'core.tipMax': '合計が上限を超えています（{excess}超過）',
  'core.tipNotMax': 'まだ配分が終わっていません（残り{remaining}）',
  'core.tipRateNull': 'この項目を評価してください。',
  'core.tipScoreNull': '点数を選んでください。',

  // ── coreAnswer: other answer validation ──────────────────────────────────────────────────────────────
  'core.answer.invalid': 'この質問の回答として正しくありません',
  'core.answer.otherTextNull': '「{name}」の内容を入力してください',
  'core.answer.otherTextTooLong': '補足内容は{max}文字以内で入力してください',
  'core.answer.textTooLong': '{max}文字以内で入力してください',
  'core.answer.textTooShort': '{min}文字以上入力してください',
  'core.answer.requireNumber': '回答に数字を含めてください',
  'core.answer.requireSymbol': '回答に記号を含めてください',
  'core.answer.requireEnglish': '回答に英字を含めてください',
  'core.answer.contentNumber': '数字を入力してください',
  'core.answer.contentLettersDigits': '英数字のみ入力できます',
  'core.answer.contentChinese': '中国語（漢字）で入力してください',
  'core.answer.checkAtLeast': '{n}項目以上選択してください',
  'core.answer.checkAtMost': '選択できるのは{n}項目までです',
  'core.answer.specialAlone': '「{name}」は他の選択肢と同時に選択できません',
  'core.answer.exclusiveOption': '「{name}」は排他的な選択肢のため、他の選択肢と同時に選択できません',
  'core.answer.mutualOptions': '{names} は同時に選択できません',
  'core.answer.integer': '整数で入力してください',
  'core.answer.twoDecimals': '小数点以下は2桁まで入力できます',
  'core.answer.timeFormat': '日付・時刻の形式が正しくありません',
  'core.answer.dateOutOfPicker': '{min}～{max}の日付を選択してください',
  'core.answer.birthdayFuture': '生年月日に今日より後の日付は指定できません',
  'core.answer.mustEqual': '{quNum} {title}{option}の回答（{value}）と同じ値を入力してください',
  'core.answer.mustLess': '{quNum} {title}{option}の回答（{value}）より小さい値を入力してください',
  'core.answer.mustLessEqual': '{quNum} {title}{option}の回答（{value}）以下の値を入力してください',
  'core.answer.mustGreater': '{quNum} {title}{option}の回答（{value}）より大きい値を入力してください',
  'core.answer.mustGreaterEqual': '{quNum} {title}{option}の回答（{value}）以上の値を入力してください',
  'core.answer.sortAll': 'すべての選択肢に順位を付けてください',
  'core.answer.sortIncomplete': '{n}項目を選んで順位を付けてください',
  'core.answer.answerFirst': '先に回答してください',
  'core.answer.answerAtLeast': '{n}回以上回答してください',
  'core.answer.answerAtMost': '回答できるのは{n}回までです',
  'core.answer.noteNull': '説明を入力してください',
  'core.answer.ceNull': '回答は必須です。上の画像で範囲を囲んでください',
  'core.answer.swipe': '回答に合わせて、中央の項目をできるだけ早く左または右にスワイプしてください',

  // ── coreAnswer: units, written after a number ────────────────────────────────────────────────────────
  'core.unit.second': '秒',
  'core.unit.minute': '分',
  'core.unit.hour': '時間',
  'core.unit.yuan': '元',
  'core.unit.usd': '米ドル',
  'core.unit.eur': 'ユーロ',
  'core.unit.percent': '%',
  'core.unit.times': '回',
  'core.unit.days': '日',
  'core.unit.years': '年',

  // ── runnerViews: hints, counters, labels of the answer views ─────────────────────────────────────────
  'runnerViews.otherPlaceholder': '具体的に入力してください',
  'runnerViews.otherLabel': '{name}：具体的に入力してください',
  'runnerViews.selectPlaceholder': '選択してください',
  'runnerViews.textPlaceholder': '回答を入力してください',
  'runnerViews.counter': '{n} / {max}文字',
  'runnerViews.chooseAtLeast': '{min}項目以上選んでください',
  'runnerViews.chooseAtMost': '{max}項目まで選べます',
  'runnerViews.chooseBetween': '{min}～{max}項目を選んでください',
  'runnerViews.chooseMany': '複数選択可',
  'runnerViews.sortHint': '選択肢を順位の高い順にタップしてください。もう一度タップすると取り消せます',
  'runnerViews.sortHintMax': '上位{n}項目を順にタップしてください。もう一度タップすると取り消せます',
  'runnerViews.sortReset': 'やり直す',
  'runnerViews.rank': '{n}位',
  'runnerViews.unranked': '順位なし',
  'runnerViews.chipRemaining': 'あと{n}{unit}配分できます',
  'runnerViews.chipDone': '{total}{unit}をすべて配分しました',
  'runnerViews.chipOver': '{n}{unit}超過しています',
  'runnerViews.chipTotal': '合計{total}{unit}',
  'runnerViews.decrease': '{name}を減らす',
  'runnerViews.increase': '{name}を増やす',
  'runnerViews.range': '範囲：{min}～{max}',
  'runnerViews.rangeMin': '{min}以上',
  'runnerViews.rangeMax': '{max}以下',
  'runnerViews.decimalHint': '小数点以下2桁まで',
  'runnerViews.year': '年',
  'runnerViews.month': '月',
  'runnerViews.stars': '星{n}個',
  'runnerViews.star': '星1個',
  'runnerViews.score': '{n}点',
  'runnerViews.sliderUnset': 'スライドして評価',
  'runnerViews.sliderValue': '現在{n}点',
  'runnerViews.idCardHint': '18桁の身分証番号（末尾は X の場合があります）',

  // ── runner: answering, saving, completion and status pages ───────────────────────────────────────────
  'runner.loading': 'アンケートを読み込んでいます…',
  'runner.previous': '戻る',
  'runner.next': '次へ',
  'runner.submit': '送信',
  'runner.cover.start': '回答を開始',
  'runner.progress': '{page} / {total}ページ',
  'runnerViews.gpsLocate': '現在地を取得',
  'runnerViews.gpsRetry': 'もう一度測位',
  'runnerViews.gpsStop': '測位を停止',
  'runnerViews.gpsLocating': '測位しています…',
  'runnerViews.gpsImproving': '測位中です（現在の精度 約{accuracy}m）',
  'runnerViews.gpsWanted': '精度{wanted}m以内を目指し、最大{seconds}秒待ちます',
  'runnerViews.gpsNotReached':
    '精度{wanted}m以内に届きませんでした。最も正確な位置を保存しました。もう一度測位できます',
  'runnerViews.gpsFailed':
    '位置を取得できませんでした。GPSをオンにし、ブラウザとWeChatに位置情報へのアクセスを許可してください',
  'runnerViews.gpsPosition': '緯度 {latitude}、経度 {longitude}',
  'runnerViews.gpsAccuracy': '精度 約{accuracy}m',
  'runnerViews.gpsAltitude': '標高 {altitude}m',
  'runnerViews.gpsFixTime': '測位時刻 {time}',
  'runner.required': '必須',
  'runner.issuesOnPageOne': 'このページに修正が必要な回答が1件あります',
  'runner.issuesOnPage': 'このページに修正が必要な回答が{n}件あります',
  'runner.pendingMine': '回答は送信待ちです',
  'runner.pendingMineAndOthers': 'この回答と、この端末にあるほか{n}件の回答が送信待ちです',
  'runner.pendingOtherOne': 'この端末には、送信待ちの回答がほかに1件あります',
  'runner.pendingOthers': 'この端末には、送信待ちの回答がほかに{n}件あります',
  'runner.end.redirecting': 'まもなく次のページに移動します：',
  'runner.end.redirectAfterSend': '回答の送信が完了すると、次のページに移動します：',
  'runner.allSent': 'すべての回答を送信しました',
  'runner.offline': 'オフラインです。回答はこの端末に保存され、オンラインに戻ると自動的に送信されます',
  'runner.unsupported': 'この形式の質問には、この端末ではまだ回答できません',
  'runner.viewFailed': '質問を読み込めませんでした。ネットワークに接続してから、もう一度お試しください',
  'runner.retry': '再試行',
  'runner.storageFull.title': '端末の空き容量が不足しています',
  'runner.storageFull.body':
    'この端末に回答を保存できません。端末のストレージに空きを作ってから「再試行」をタップしてください。それまではこのページを閉じないでください。閉じると、直前の回答が失われます。',
  'runner.storageFull.open':
    'この端末には回答を保存する空き容量がありません。ストレージに空きを作ってから、このページを開き直してください。',
  'runner.appOutdated.title': 'アプリの更新が必要です',
  'runner.appOutdated.text':
    'このアンケートを開くには、新しいバージョンのアプリが必要です。ネットワークに接続してから、このページを開き直してください。入力済みの回答はこの端末に保存されたままです。',
  'runner.storageUnavailable': 'ブラウザのストレージを使用できません',
  'runner.storageError':
    'この端末に回答を保存できません（ブラウザのストレージを使用できません）。別のブラウザを使用するか、プライベートモードを解除してください。',
  'runner.end.completeTitle': 'ご回答ありがとうございました',
  'runner.end.completeBody': 'アンケートへの回答が完了しました。ご協力いただき、誠にありがとうございました。',
  'runner.end.otherTitle': 'ご協力ありがとうございました',
  'runner.end.otherBody':
    '誠に申し訳ございませんが、今回の調査の対象条件に該当しませんでした。ご協力ありがとうございました。',
  'runner.end.sending':
    '回答はオンラインになると自動的に送信されます。ブラウザのデータは消去しないでください。',
  'runner.end.again': 'もう一度回答する',
  'runner.end.keptTitle': '回答はこの端末に保存されています',
  'runner.end.keptBody':
    'サーバーはまだ回答を受け取っていません。送信が完了するまで、ブラウザのデータを消去しないでください。',
  'runner.saveFailing':
    'サーバーが一時的に回答を保存できない状態です。回答はこの端末に保存されており、自動的に再送信されます。この状態が続く場合は、アンケートの実施者にお問い合わせください。',
  'runner.saveRefused': 'サーバーが回答の保存を拒否しました：{reason}',
  'runner.saveRefusedCode': '（エラーコード {code}）',
  'runner.saveRefusedHelp':
    '回答は引き続きこの端末に保存されており、失われることはありません。ブラウザのデータを消去せず、上記のメッセージをアンケートの実施者にお伝えください。',
  'runner.status.title': 'このアンケートには現在回答できません',
  'runner.status.notFound': 'アンケートが見つかりません。リンクが正しいかご確認ください。',
  'runner.status.notPublished':
    'このアンケートはまだ公開されていません。しばらくしてからもう一度お試しください。',
  'runner.status.ended': 'このアンケートは終了しました。ご関心をお寄せいただき、ありがとうございました。',
  'runner.status.offline':
    'オフラインのため、このアンケートを開けません（この端末ではまだ開いたことがありません）。ネットワークに接続してから、リンクを開き直してください。',
  'runner.status.noSurvey': 'リンクにアンケート番号が含まれていません。',
  'runner.status.error': 'アンケートを読み込めませんでした。しばらくしてからもう一度お試しください。',
  'runner.status.notOpen':
    'このアンケートはまだ回答の受付を開始していません。しばらくしてから再度アクセスしてください。',
  'runner.status.notOpenAt':
    'このアンケートはまだ回答の受付を開始していません。{time}に受付を開始しますので、その後に再度アクセスしてください。',
  'runner.status.closed':
    'このアンケートの回答受付は終了しました。ご関心をお寄せいただき、ありがとうございました。',
  'runner.status.full':
    'このアンケートは予定の回答数に達したため、受付を終了しました。ご関心をお寄せいただき、ありがとうございました。',
  'runner.status.alreadyAnswered':
    'この端末からは、すでにこのアンケートに回答済みです。ご協力ありがとうございました。',
  'runner.password.title': 'アクセスパスワードを入力してください',
  'runner.password.body':
    'このアンケートに回答するには、アクセスパスワードが必要です。パスワードはアンケートの実施者にお問い合わせください。',
  'runner.password.label': 'アクセスパスワード',
  'runner.password.submit': 'アンケートを開く',
  'runner.password.empty': 'アクセスパスワードを入力してください。',
  'runner.password.wrong': 'アクセスパスワードが正しくありません。もう一度入力してください。',
  'runner.password.tooMany': 'パスワードの入力ミスが多すぎます。{seconds}秒後にもう一度お試しください。',
  'runner.password.show': 'パスワードを表示',

  // ── surveyLanguage: the respondent's language switch ─────────────────────────────────────────────────
  'runner.surveyLanguage.label': 'アンケートの言語',
  'runner.surveyLanguage.origin': '原文',
};
