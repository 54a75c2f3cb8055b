<HTML><HEAD><TITLE>ABC.es - PP y PSOE</TITLE>
<META http-equiv="Content-Type" content="text/html; charset=utf-8"></HEAD>
<BODY>
<TABLE><TR><TD class="menu"><A href="index.asp">Internacional</A> | <A href="../deportes/010de01.asp">Deportes</A></TD></TR>
<TR><TD>
<FONT face="arial" size="4"><titulo>PP y PSOE se comprometen a acabar con ETA y cualquier intento de darle «legitimación política»</titulo></FONT>
<firma></firma>
<entradilla>El pacto «por las libertades» llama a todos los demócratas a «compartir estos principios».<br></entradilla>
<texto><p>MADRID. Gonzalo López Alba</p>
<p>El acuerdo entre el PP y el PSOE <B>fue firmado</B> ayer por Rodríguez Zapatero.</p></texto>
<FONT size="1">Suscríbase a la edición impresa por sólo treinta euros</FONT>
</TD></TR></TABLE>
</BODY></HTML>
